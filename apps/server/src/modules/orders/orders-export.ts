import {
  exportWords as w,
  orderKindWords,
  orderStatusWords,
  payTypeWords,
  scopeWords,
  wordOf,
} from '../../i18n/export-words.ts';
import type { Lang } from '../../i18n/language.ts';
import type { CsvColumn } from '../../plugins/csv-file.ts';
import type { Counterparty } from './counterparty.ts';
import type { OrderView as BaseView } from './order-view.ts';
import type { OrderPlacer } from './orders.repository.ts';

/**
 * A listed order: the view, for a cash deposit or wallet send the party on the other side, and
 * who of the account made it (null when the viewer is not of the ordering account).
 */
type OrderView = BaseView & { counterparty?: Counterparty | null; createdBy?: OrderPlacer | null };

/** A move to the cross-border balance (kind 1) pays the customer's own wallet, not a payee. */
const WALLET_TRANSFER_KIND = 1;

/**
 * "Main account", or "Team member" with what names them and their own account number, as the
 * order list's Made by column writes it.
 */
function madeBy(placer: OrderPlacer | null | undefined, lang: Lang): string {
  if (!placer) return '';
  if (!placer.member) return w.mainAccount[lang];
  const who = placer.name || placer.phone || placer.email || '';
  return lang === 'zh'
    ? `${w.teamMember.zh} ${who}（${placer.accountNo}）`
    : `${w.teamMember.en} ${who} (${placer.accountNo})`;
}

/**
 * The order export's columns, as the order table shows them (who made it included), plus the
 * service and the failure reason: names in the requester's language, amounts as the exact decimals of the minor units,
 * the creation time as stored (ISO, UTC).
 */
export const orderColumns = (lang: Lang): CsvColumn<OrderView>[] => [
  { header: w.sn, value: (o) => o.sn },
  { header: w.service, value: (o) => wordOf(scopeWords, o.scope, lang) },
  { header: w.type, value: (o) => wordOf(orderKindWords, o.type, lang) },
  { header: w.method, value: (o) => wordOf(payTypeWords, o.payType, lang) },
  { header: w.currency, value: (o) => o.currencyCode },
  { header: w.amount, value: (o) => o.amount },
  { header: w.fee, value: (o) => o.netFeeAmount },
  {
    header: w.payee,
    value: (o) => {
      if (o.type === WALLET_TRANSFER_KIND)
        return `${w.crossBorderBalance[lang]} ${o.toCurrencyCode}`;
      // The customer's copy of an agent's cash deposit names who paid it in.
      if (o.counterparty?.role === 'agent')
        return `${w.fromAgent[lang]} ${o.counterparty.name ?? ''} (${o.counterparty.accountNo})`;
      return o.payeeName;
    },
  },
  { header: w.status, value: (o) => wordOf(orderStatusWords, o.status, lang) },
  { header: w.reason, value: (o) => o.failReason },
  { header: w.createdUtc, value: (o) => o.createTime },
  { header: w.madeBy, value: (o) => madeBy(o.createdBy, lang) },
];
