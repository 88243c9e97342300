import { ErrorCode, VaStatus, type VaAccountView } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { OplogParams } from '../../i18n/oplog-messages.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { VaRepository, VaRow } from './va.repository.ts';

export interface VaCompletion {
  accountId: string;
  accountName: string;
  bankName: string;
  bankAddress?: string;
  payBillNum?: string;
  branchCode?: string;
  bankCode?: string;
}

/**
 * Virtual accounts (SPEC §3, §4): a main account applies for one per country and currency after
 * agreeing to the VA user agreement (Submitted); an operator confirms it with the bank
 * (Confirmed) and completes it with the account details (Successful). Deposits arrive only on a
 * Successful account (va-deposit.ts).
 */
export class VaService {
  constructor(
    private readonly repo: VaRepository,
    private readonly deps: { reference: ReferenceService; oplog: OplogService; clock: Clock },
  ) {}

  private now() {
    return this.deps.clock.now().toISOString();
  }

  async apply(
    auth: AuthContext,
    ip: string,
    input: { countryId: number; currencyId: number; agree?: unknown },
  ): Promise<{ id: number }> {
    if (input.agree !== true)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'agree', key: 'agreementRequired' }],
      });
    await this.deps.reference.requireCountry(input.countryId);
    const offered = await this.deps.reference.currenciesOfCountry(input.countryId, 'en');
    if (!offered.some((c) => c.currencyId === input.currencyId))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'currencyId', key: 'currencyMismatch' }],
      });
    if (await this.repo.existing(auth.mainUserId, input.countryId, input.currencyId))
      throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    const now = this.now();
    const id = await this.repo.insert({
      main_user_id: auth.mainUserId,
      created_by: auth.user.user_id,
      country_id: input.countryId,
      currency_id: input.currencyId,
      status: VaStatus.SUBMITTED,
      account_id: null,
      account_name: null,
      bank_name: null,
      bank_address: null,
      pay_bill_num: null,
      branch_code: null,
      bank_code: null,
      pay_type: null,
      agree_time: now,
      create_time: now,
      update_time: now,
    });
    await this.deps.oplog.record(
      { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip },
      'vaApply',
      {
        id,
        countryId: input.countryId,
        currency: offered.find((c) => c.currencyId === input.currencyId)!.code,
      },
    );
    return { id };
  }

  async page(auth: AuthContext, pageNum: number, pageSize: number, status?: string) {
    const { rows, total } = await this.repo.page(auth.mainUserId, pageNum, pageSize, status);
    return { rows: rows.map(toView), total };
  }

  /** Operator: every account's VAs, oldest first, with the owner and when they agreed. */
  async operatorPage(pageNum: number, pageSize: number, status?: string) {
    const { rows, total } = await this.repo.pageAll(pageNum, pageSize, status);
    return {
      rows: rows.map((r) => ({ ...toView(r), userId: r.main_user_id, agreeTime: r.agree_time })),
      total,
    };
  }

  /** Operator: Submitted → Confirmed. -1007 unknown, -1019 not Submitted. */
  async confirm(id: number): Promise<VaAccountView> {
    const row = await this.require(id);
    const moved = await this.repo.move(id, VaStatus.SUBMITTED, {
      status: VaStatus.CONFIRMED,
      update_time: this.now(),
    });
    if (!moved) throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    await this.logFor(row, 'vaConfirmed', { id });
    return toView((await this.repo.byId(id))!);
  }

  /** Operator: Confirmed → Successful with the bank details; an account number is used once. */
  async complete(id: number, details: VaCompletion): Promise<VaAccountView> {
    const row = await this.require(id);
    if (row.status !== VaStatus.CONFIRMED)
      throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    if (await this.repo.byAccountId(details.accountId))
      throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    const moved = await this.repo
      .move(id, VaStatus.CONFIRMED, {
        status: VaStatus.SUCCESSFUL,
        account_id: details.accountId,
        account_name: details.accountName,
        bank_name: details.bankName,
        bank_address: details.bankAddress ?? null,
        pay_bill_num: details.payBillNum ?? null,
        branch_code: details.branchCode ?? null,
        bank_code: details.bankCode ?? null,
        pay_type: 503,
        update_time: this.now(),
      })
      .catch((error: unknown) => {
        // Two completions racing for one account number: the unique index decides.
        if (/unique|23505/i.test(String((error as { code?: string }).code ?? error)))
          throw new AppError(ErrorCode.ACCOUNT_EXISTS);
        throw error;
      });
    if (!moved) throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    await this.logFor(row, 'vaCompleted', { id, accountNo: details.accountId });
    return toView((await this.repo.byId(id))!);
  }

  private async require(id: number): Promise<VaRow> {
    const row = await this.repo.byId(id);
    if (!row) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    return row;
  }

  private logFor(row: VaRow, type: 'vaConfirmed' | 'vaCompleted', params: OplogParams) {
    return this.deps.oplog.record(
      { userId: row.main_user_id, mainUserId: row.main_user_id, ip: 'operator' },
      type,
      params,
    );
  }
}

function toView(r: VaRow): VaAccountView {
  return {
    id: Number(r.id),
    accountId: r.account_id ?? '',
    accountName: r.account_name ?? '',
    status: r.status,
    countryId: r.country_id,
    currencyId: r.currency_id,
    bankName: r.bank_name ?? '',
    bankAddress: r.bank_address ?? '',
    payBillNum: r.pay_bill_num ?? '',
    branchCode: r.branch_code ?? '',
    bankCode: r.bank_code ?? '',
    payType: r.pay_type,
    createTime: r.create_time,
    updateTime: r.update_time,
  };
}
