import { validationMessages, type LocalizedText } from '@pesa/contract';
import {
  BATCH_HEADERS_ZH,
  batchTotals,
  formatMinor,
  type BatchColumn,
  type BatchWarning,
} from '@pesa/domain';
import { walletOfBatch } from './batch-money.ts';
import type { Lang } from '../../i18n/language.ts';
import type { RowProblem } from './batch-check.ts';
import type { BatchLine, BatchRow } from './batches.repository.ts';

type Currencies = Map<number, { code: string; decimals: number }>;

/** A column's header in a language: the English template's headers are the column names. */
export const headerOf = (column: BatchColumn, lang: Lang) =>
  lang === 'zh' ? BATCH_HEADERS_ZH[column] : column;

const filled = (text: LocalizedText, lang: Lang, params?: Record<string, string>) =>
  text[lang].replace(/\{(\w+)\}/g, (whole, name: string) => params?.[name] ?? whole);

export function problemViews(json: string, lang: Lang) {
  return (JSON.parse(json) as RowProblem[]).map((p) => ({
    column: p.column,
    message: filled(validationMessages[p.key], lang, p.params),
  }));
}

export function warningViews(json: string, lang: Lang) {
  return (JSON.parse(json) as BatchWarning[]).map((w) => ({
    key: w.key,
    message: filled(validationMessages[w.key], lang, w.params),
  }));
}

const money = (value: BatchLine['amount'], currencyId: number | null, currencies: Currencies) =>
  value === null || currencyId === null
    ? null
    : formatMinor(BigInt(value), currencies.get(currencyId)?.decimals ?? 2);

/** A row as the page and the export show it. */
export function rowView(
  line: BatchLine & { shown: string; order_fail_reason: string | null },
  currencies: Currencies,
  lang: Lang,
) {
  const fee = line.fee_amount === null ? null : BigInt(line.fee_amount) + BigInt(line.tax_fee ?? 0);
  return {
    rowNo: line.row_no,
    status: line.shown,
    cells: JSON.parse(line.cells) as Partial<Record<BatchColumn, string>>,
    errors: problemViews(line.problems, lang),
    warnings: warningViews(line.warnings, lang),
    payType: line.pay_type,
    currencyId: line.currency_id,
    currencyCode:
      line.currency_id === null ? null : (currencies.get(line.currency_id)?.code ?? null),
    amount: money(line.amount, line.currency_id, currencies),
    fee: fee === null ? null : money(fee, line.currency_id, currencies),
    orderSn: line.order_sn,
    failReason: line.order_fail_reason ?? line.fail_reason,
  };
}
export type BatchRowView = ReturnType<typeof rowView>;

/** The status a batch shows: one whose every row has ended is done. */
export function shownStatus(batch: BatchRow, counts: Map<string, number>) {
  if (batch.status !== 'processing') return batch.status;
  return (counts.get('queued') ?? 0) + (counts.get('pending') ?? 0) === 0 ? 'done' : 'processing';
}

/**
 * Totals per currency of the rows to be paid, fees and tax included, with the wallet's balance
 * and whether it covers them (before submission; afterwards the money is already held).
 */
export async function walletTotals(
  batch: BatchRow,
  lines: readonly BatchLine[],
  currencies: Currencies,
  balanceOf: (accountKey: string) => Promise<bigint>,
) {
  const totals = batchTotals(
    lines.map((line) => ({
      currencyId: line.currency_id!,
      amount: BigInt(line.amount!),
      fee: BigInt(line.fee_amount!) + BigInt(line.tax_fee ?? 0),
    })),
  );
  return Promise.all(
    totals.map(async (total) => {
      const decimals = currencies.get(total.currencyId)?.decimals ?? 2;
      const balance = await balanceOf(walletOfBatch(batch, total.currencyId));
      return {
        currencyId: total.currencyId,
        currencyCode: currencies.get(total.currencyId)?.code ?? '',
        amount: formatMinor(total.amount, decimals),
        fee: formatMinor(total.fee, decimals),
        balance: formatMinor(balance, decimals),
        covered: batch.status !== 'checked' || balance >= total.amount + total.fee,
      };
    }),
  );
}
