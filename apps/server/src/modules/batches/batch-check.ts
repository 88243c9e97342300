import {
  ErrorCode,
  PayeeAuditStatus,
  PayType,
  payeeBody,
  payeeDestinationCountry,
  type ValidationMessageKey,
} from '@pesa/contract';
import {
  batchWarnings,
  formatMoneyText,
  type BatchColumn,
  type BatchWarning,
  type RowForWarnings,
} from '@pesa/domain';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PayeeForOrder } from '../payees/payees.service.ts';
import type { PayeesService } from '../payees/payees.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';

export type Cells = Partial<Record<BatchColumn, string>>;
export interface RowProblem {
  column: BatchColumn;
  key: ValidationMessageKey;
  params?: Record<string, string>;
}

/** A row after the rules of a single send: what blocks it, or what it would pay. */
export interface CheckedRow {
  rowNo: number;
  cells: Cells;
  problems: RowProblem[];
  warnings: BatchWarning[];
  payee?: PayeeForOrder;
  payType?: number;
  currencyId?: number;
  amount?: bigint;
  fee?: bigint;
  taxFee?: bigint;
}

const CELL_MAX = 200;
const CHECKS_AT_ONCE = 16;
/** Where a recipient rule's field shows in the file. */
const COLUMN_OF: Record<string, BatchColumn> = {
  name: 'name',
  bankUser: 'name',
  payType: 'payType',
  scope: 'payType',
  countryId: 'payType',
  phone: 'phone',
  bankName: 'bankCode',
  choiceBankCode: 'bankCode',
  bankNo: 'bankNo',
  currencyId: 'currency',
  amount: 'amount',
};
const columnOf = (field: string): BatchColumn => COLUMN_OF[field] ?? 'payType';

/**
 * Checks a file's rows by the rules of a single send (docs/money.md, "Bulk payment files"): a
 * saved recipient by its id, or the row's details by the recipient rules (payees.service.ts);
 * then the send's own checks and price (OrdersService.checkSend: KYC, rail, minimum, fee). A
 * wallet send is not paid from a file: its recipient is an account number the template has no
 * column for.
 */
export class BatchChecker {
  constructor(
    readonly deps: {
      orders: OrdersService;
      payees: PayeesService;
      reference: ReferenceService;
      usualAmounts: (mainUserId: number) => Promise<Map<string, bigint>>;
      /** The name check's grade of a payee (PayeeCheckService.grade), uncounted for files. */
      nameCheck?: (query: {
        payType: number;
        currencyId: number;
        number: string;
        typedName: string;
      }) => Promise<{ result: string; registeredName?: string }>;
    },
  ) {}

  /**
   * The file-wide warnings of its valid rows (a payee twice, an amount far from the usual one),
   * by row number. They depend on the other rows, so they are worked out again whenever a row
   * changes.
   */
  async fileWarnings(mainUserId: number, rows: readonly RowForWarnings[]) {
    const currencies = await this.deps.reference.currencyMap();
    return batchWarnings(rows, await this.deps.usualAmounts(mainUserId), (amount, currencyId) => {
      const currency = currencies.get(currencyId);
      return formatMoneyText(amount, currency?.decimals ?? 2, currency?.code ?? '').trim();
    });
  }

  async checkAll(
    auth: AuthContext,
    scope: number,
    defaultCurrencyId: number,
    rows: { rowNo: number; cells: Cells }[],
  ): Promise<CheckedRow[]> {
    // A few rows at a time: each waits on the database more than on the CPU.
    const checked: CheckedRow[] = [];
    for (let i = 0; i < rows.length; i += CHECKS_AT_ONCE)
      checked.push(
        ...(await Promise.all(
          rows
            .slice(i, i + CHECKS_AT_ONCE)
            .map((row) => this.check(auth, scope, defaultCurrencyId, row)),
        )),
      );
    const warnings = await this.fileWarnings(
      auth.mainUserId,
      checked.flatMap((row) =>
        row.problems.length === 0
          ? [
              {
                rowNo: row.rowNo,
                payeeKey: `${row.payType}:${row.payee!.account}`,
                currencyId: row.currencyId!,
                amount: row.amount!,
              },
            ]
          : [],
      ),
    );
    for (const row of checked) row.warnings = [...row.warnings, ...(warnings.get(row.rowNo) ?? [])];
    return checked;
  }

  async check(
    auth: AuthContext,
    scope: number,
    defaultCurrencyId: number,
    { rowNo, cells }: { rowNo: number; cells: Cells },
  ): Promise<CheckedRow> {
    const problems: RowProblem[] = [];
    const result: CheckedRow = { rowNo, cells, problems, warnings: [] };
    for (const [column, value] of Object.entries(cells))
      if (value.length > CELL_MAX) problems.push({ column: column as BatchColumn, key: 'tooLong' });
    if (problems.length > 0) return result;

    const currencyId = await this.currencyOf(cells.currency, defaultCurrencyId);
    if (currencyId === undefined)
      problems.push({ column: 'currency', key: 'batchCurrencyUnknown' });
    const payee = cells.payeeId
      ? await this.savedPayee(auth, scope, cells.payeeId, problems)
      : await this.rowPayee(auth, scope, cells, currencyId, problems);
    if (!cells.amount) problems.push({ column: 'amount', key: 'required' });
    if (problems.length > 0 || !payee || currencyId === undefined) return result;

    const body = { scope, payType: payee.payType, currencyId, amount: cells.amount! };
    try {
      const price = await this.deps.orders.checkSend(auth, body, payee);
      return {
        ...result,
        warnings: await this.nameWarnings(payee, currencyId),
        payee,
        payType: payee.payType,
        currencyId,
        amount: price.amount,
        fee: price.fee,
        taxFee: price.taxFee,
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.push(...sendProblems(error));
      return result;
    }
  }

  /** The name check's warning for a payee: a mismatch, or the registered name when close. */
  private async nameWarnings(payee: PayeeForOrder, currencyId: number): Promise<BatchWarning[]> {
    if (!this.deps.nameCheck || !payee.account) return [];
    const grade = await this.deps.nameCheck({
      payType: payee.payType,
      currencyId,
      number: payee.account,
      typedName: payee.name,
    });
    if (grade.result === 'NO_MATCH') return [{ key: 'batchNameNoMatch' }];
    if (grade.result === 'CLOSE_MATCH' && grade.registeredName)
      return [{ key: 'batchNameClose', params: { name: grade.registeredName } }];
    return [];
  }

  private async currencyOf(code: string | undefined, fallback: number) {
    if (!code) return fallback;
    const currencies = await this.deps.reference.currencies('en');
    return currencies.find((c) => c.code === code.toUpperCase())?.currencyId;
  }

  private async savedPayee(auth: AuthContext, scope: number, id: string, problems: RowProblem[]) {
    const payee = /^\d{1,9}$/.test(id)
      ? await this.deps.payees.findForOrder(auth.mainUserId, Number(id))
      : undefined;
    if (payee && payee.scope === scope && payee.payType !== PayType.WALLET) return payee;
    problems.push({ column: 'payeeId', key: 'invalid' });
    return undefined;
  }

  /** The row's own details, by the recipient rules, in the country of the row's pay type. */
  private async rowPayee(
    auth: AuthContext,
    scope: number,
    cells: Cells,
    currencyId: number | undefined,
    problems: RowProblem[],
  ): Promise<PayeeForOrder | undefined> {
    const payType = /^\d{1,4}$/.test(cells.payType ?? '') ? Number(cells.payType) : undefined;
    const channels = (await this.deps.reference.channels({ scope }, 'en')).filter(
      (c) => c.direction === 'payout' && c.payType === payType && c.payType !== PayType.WALLET,
    );
    const channel = channels.find((c) => c.currencyId === currencyId) ?? channels[0];
    if (!channel) {
      problems.push({ column: 'payType', key: cells.payType ? 'batchPayTypeUnknown' : 'required' });
      return undefined;
    }
    if (currencyId === undefined) return undefined;
    // A CNY account's bank is a Chinese one, named in Chinese as its rule asks.
    const bankCountry = payeeDestinationCountry(channel);
    const bank = cells.bankCode
      ? (await this.deps.reference.bankCodes(bankCountry)).find((b) => b.code === cells.bankCode)
      : undefined;
    const parsed = payeeBody.safeParse({
      countryId: channel.countryId,
      payType: channel.payType,
      // Across borders the row's currency is what is sent; the payee is paid in the channel's.
      currencyId: scope === 1 ? channel.currencyId : currencyId,
      name: cells.name ?? '',
      type: 2,
      phone: cells.phone,
      bankName: bank?.name,
      bankUser: cells.bankNo ? cells.name : undefined,
      bankNo: cells.bankNo,
      choiceBankCode: cells.bankCode,
      scope,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ column: columnOf(String(issue.path[0])), key: 'invalid' });
      return undefined;
    }
    const { problems: found, payee } = await this.deps.payees.problemsOf(auth, parsed.data);
    for (const p of found) problems.push({ column: columnOf(p.field), key: p.key });
    if (!payee) return undefined;
    return {
      id: 0,
      scope,
      countryId: payee.countryId,
      currencyId: payee.currencyId,
      payType: payee.payType,
      // As a new recipient added by hand: a cross-border one waits for an operator's review.
      auditStatus: scope === 1 ? PayeeAuditStatus.PENDING : PayeeAuditStatus.APPROVED,
      name: payee.name,
      account: payee.bankNo ?? payee.phone ?? '',
    };
  }
}

/** A single send's refusal, as the row's problems: its fields, or what the code means. */
export function sendProblems(error: AppError): RowProblem[] {
  if (error.options.fields)
    return error.options.fields.map((f) => ({
      column: columnOf(f.field),
      key: f.key,
      params: f.params,
    }));
  if (error.code === ErrorCode.NO_PERMISSION) return [{ column: 'amount', key: 'batchKycLimit' }];
  if (
    error.code === ErrorCode.PAYOUT_CURRENCY_NOT_FOUND ||
    error.code === ErrorCode.CURRENCY_NOT_FOUND
  )
    return [{ column: 'currency', key: 'currencyMismatch' }];
  return [{ column: 'payType', key: 'payTypeNotOffered' }];
}
