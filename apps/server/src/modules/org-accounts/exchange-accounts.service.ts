import { ErrorCode, type exchangeAccountBody } from '@pesa/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { ExchangeAccountTable } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { OrgAccountsRepository } from './org-accounts.repository.ts';

type Input = z.infer<typeof exchangeAccountBody>;
const PENDING = 0;
const APPROVED = 1;
const REJECTED = 2;

/**
 * Exchange (settlement) accounts (SPEC §3). The account holder adds and edits them; only an
 * operator sets the exchange and payment statuses (0 pending, 1 approved, 2 rejected). Editing
 * an account not yet approved sends both statuses back to pending, since the details the operator
 * checked changed. Editing an approved account is an "update payee" (docs/operations.md): the new
 * details wait for an operator beside the approved ones, which stay in use until it approves.
 */
export class ExchangeAccountsService {
  constructor(
    private readonly repo: OrgAccountsRepository,
    private readonly deps: { oplog: OplogService; clock: Clock },
  ) {}

  private now() {
    return this.deps.clock.now().toISOString();
  }

  async add(auth: AuthContext, ip: string, input: Input) {
    const now = this.now();
    const id = await this.repo.insertExchange({
      ...columns(input),
      main_user_id: auth.mainUserId,
      created_by: auth.user.user_id,
      create_time: now,
      update_time: now,
    });
    await this.deps.oplog.record(actor(auth, ip), 'exchangeAccountAdd', { id });
    return { id };
  }

  async edit(auth: AuthContext, ip: string, input: Input & { id: number }) {
    const row = await this.repo.exchange(input.id, auth.mainUserId);
    if (!row) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    if (row.exchange_status === APPROVED) return this.changePayee(auth, ip, input);
    await this.repo.updateExchange(
      input.id,
      {
        ...columns(input),
        exchange_status: PENDING,
        payment_status: PENDING,
        update_time: this.now(),
      },
      auth.mainUserId,
    );
    await this.deps.oplog.record(actor(auth, ip), 'exchangeAccountEdit', { id: input.id });
  }

  /**
   * An approved account's new details: kept as its pending change (a later edit replaces it),
   * while the account, its statuses and the cash-outs to it keep the approved details.
   */
  private async changePayee(auth: AuthContext, ip: string, input: Input & { id: number }) {
    const now = this.now();
    await this.repo.updateExchange(
      input.id,
      {
        payee_change: JSON.stringify(columns(input)),
        payee_change_status: PENDING,
        payee_change_time: now,
        payee_change_decided: null,
        payee_change_reason: null,
        update_time: now,
      },
      auth.mainUserId,
    );
    await this.deps.oplog.record(actor(auth, ip), 'exchangeAccountPayeeChange', { id: input.id });
  }

  /**
   * Operator only: approves (the new details replace the approved ones) or rejects (the approved
   * ones stay) the pending payee change submitted at `submitted`, the one the operator saw. A
   * change already decided, or replaced since, is -1019 and nothing changes.
   */
  async decidePayeeChange(id: number, approve: boolean, submitted: string, reason?: string) {
    const row = await this.repo.exchange(id);
    if (!row) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    const now = this.now();
    const change = row.payee_change
      ? (JSON.parse(row.payee_change) as ReturnType<typeof columns>)
      : {};
    const decided = await this.repo.decidePayeeChange(id, submitted, {
      ...(approve ? change : {}),
      payee_change_status: approve ? APPROVED : REJECTED,
      payee_change_decided: now,
      payee_change_reason: reason ?? null,
      update_time: now,
    });
    if (!decided) throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    await this.deps.oplog.record(
      { userId: row.main_user_id, mainUserId: row.main_user_id, ip: 'operator' },
      'exchangeAccountPayeeDecision',
      { id, status: approve ? APPROVED : REJECTED, ...(reason && { reason }) },
    );
    return toView((await this.repo.exchange(id))!);
  }

  async page(auth: AuthContext, pageNum: number, pageSize: number) {
    const { rows, total } = await this.repo.pageExchange(auth.mainUserId, pageNum, pageSize);
    return { rows: rows.map(toView), total };
  }

  /** One of the main account's own accounts, or undefined (another's is never found). */
  async own(mainUserId: number, id: number) {
    const row = await this.repo.exchange(id, mainUserId);
    return row ? toView(row) : undefined;
  }

  /** Operator only: every account's exchange accounts, oldest first, with the owner. */
  async operatorPage(
    pageNum: number,
    pageSize: number,
    filter: { exchangeStatus?: number; paymentStatus?: number },
  ) {
    const { rows, total } = await this.repo.pageAllExchange(pageNum, pageSize, filter);
    return { rows: rows.map((r) => ({ ...toView(r), userId: r.main_user_id })), total };
  }

  /**
   * Operator only: sets either status; -1007 for an unknown account. With `from` (the statuses
   * the operator saw), it changes the account only if it still has them, so two operators
   * deciding at once decide once: the later one gets -1019 and nothing changes.
   */
  async setStatus(
    id: number,
    status: { exchangeStatus?: number; paymentStatus?: number },
    from?: { exchangeStatus: number; paymentStatus: number },
    reason?: string,
  ) {
    const row = await this.repo.exchange(id);
    if (!row) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    const changes = {
      ...(status.exchangeStatus !== undefined && { exchange_status: status.exchangeStatus }),
      ...(status.paymentStatus !== undefined && { payment_status: status.paymentStatus }),
      update_time: this.now(),
    };
    if (!from) await this.repo.updateExchange(id, changes);
    else if (!(await this.repo.decideExchange(id, from, changes)))
      throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    const after = (await this.repo.exchange(id))!;
    // Both statuses as they now stand, so the entry reads on its own.
    await this.deps.oplog.record(
      { userId: row.main_user_id, mainUserId: row.main_user_id, ip: 'operator' },
      'exchangeAccountStatus',
      {
        id,
        exchangeStatus: after.exchange_status,
        paymentStatus: after.payment_status,
        ...(reason && { reason }),
      },
    );
    return toView(after);
  }
}

function actor(auth: AuthContext, ip: string) {
  return { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip };
}

function columns(input: Input) {
  return {
    account_name: input.accountName,
    type: input.type,
    id_no: input.idNo ?? null,
    card_no: input.cardNo ?? null,
    account_number: input.accountNumber,
    bank_name: input.bankName,
    branch_name: input.branchName ?? null,
    province: input.province ?? null,
    city: input.city ?? null,
    line_number: input.lineNumber ?? null,
    apply_reason: input.applyReason ?? null,
  };
}

function toView(r: Selectable<ExchangeAccountTable>) {
  return {
    id: Number(r.id),
    accountName: r.account_name ?? '',
    type: r.type,
    idNo: r.id_no ?? '',
    cardNo: r.card_no ?? '',
    accountNumber: r.account_number ?? '',
    bankName: r.bank_name ?? '',
    branchName: r.branch_name ?? '',
    province: r.province ?? '',
    city: r.city ?? '',
    lineNumber: r.line_number ?? '',
    applyReason: r.apply_reason ?? '',
    exchangeStatus: r.exchange_status,
    paymentStatus: r.payment_status,
    createTime: r.create_time,
    updateTime: r.update_time,
    payeeChange: payeeChangeView(r),
  };
}

/** The account's latest payee change: its details, status (0 pending, 1 approved, 2 rejected). */
function payeeChangeView(r: Selectable<ExchangeAccountTable>) {
  if (r.payee_change_status === null || r.payee_change_status === undefined || !r.payee_change)
    return null;
  const c = JSON.parse(r.payee_change) as ReturnType<typeof columns>;
  return {
    status: r.payee_change_status,
    submitTime: r.payee_change_time ?? '',
    decideTime: r.payee_change_decided ?? null,
    reason: r.payee_change_reason ?? null,
    accountName: c.account_name,
    type: c.type,
    idNo: c.id_no ?? '',
    cardNo: c.card_no ?? '',
    accountNumber: c.account_number,
    bankName: c.bank_name,
    branchName: c.branch_name ?? '',
    province: c.province ?? '',
    city: c.city ?? '',
    lineNumber: c.line_number ?? '',
    applyReason: c.apply_reason ?? '',
  };
}
