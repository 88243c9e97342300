import {
  CHINA_COUNTRY_ID,
  ErrorCode,
  PayeeAuditStatus,
  PayType,
  type PayeeInput,
  type PayeeView,
} from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import type { TtlCache } from '../../cache/ttl-cache.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { checkPayee, type FieldProblem } from './payee-rules.ts';
import { toPayeeView, toPayeeColumns, needsNewAudit } from './payee-mapping.ts';
import { PayeesRepository, type PayeeFilter } from './payees.repository.ts';

const CROSS_BORDER = 1;

/** What an order needs to know about its recipient. */
export interface PayeeForOrder {
  id: number;
  scope: number;
  countryId: number;
  currencyId: number;
  payType: number;
  auditStatus: number;
  name: string;
  account: string;
  /** A mobile number the recipient can be texted on, if the payee has one. */
  phone?: string | null;
}

/**
 * Recipients of a main account (SPEC §3). Cross-border recipients wait for an operator's
 * approval; domestic ones are approved at once. Deleting hides a recipient but keeps the row.
 */
export class PayeesService {
  constructor(
    private readonly repo: PayeesRepository,
    private readonly deps: {
      reference: ReferenceService;
      users: UsersService;
      oplog: OplogService;
      clock: Clock;
      /**
       * What sends read of their recipients, kept per instance on PostgreSQL and forgotten on every
       * instance by each change below (topic `payees`, docs/scaling.md). SQLite keeps committed
       * rows itself (payees.repository.ts).
       */
      forOrders?: TtlCache;
    },
  ) {}

  private now() {
    return this.deps.clock.now().toISOString();
  }

  private actor(auth: AuthContext, ip: string) {
    return { userId: auth.user.user_id, mainUserId: auth.mainUserId, ip };
  }

  /** Checks everything about a recipient; returns its columns and its scope. */
  private async validate(auth: AuthContext, input: PayeeInput) {
    await this.deps.reference.requireCountry(input.countryId);
    const currencies = await this.deps.reference.currencies('en');
    if (!currencies.some((c) => c.currencyId === input.currencyId)) {
      throw new AppError(ErrorCode.CURRENCY_NOT_FOUND);
    }
    const channels = await this.deps.reference.channels({ countryId: input.countryId }, 'en');
    const channel = channels.find((c) => c.direction === 'payout' && c.payType === input.payType);
    const { problems, payee } = checkPayee(input);
    const extra: FieldProblem[] = [];
    if (!channel) {
      extra.push({ field: 'payType', key: 'payTypeNotOffered' });
    } else {
      if (input.scope !== undefined && input.scope !== channel.scope) {
        extra.push({ field: 'scope', key: 'scopeMismatch' });
      }
      // Mobile money, wallets and CNY accounts pay out only in their channel's currency.
      if (channel.kind !== 'bank' && channel.currencyId !== input.currencyId) {
        extra.push({ field: 'currencyId', key: 'currencyMismatch' });
      }
      if (input.choiceBankCode && !(await this.isKnownBankCode(channel, input.choiceBankCode))) {
        extra.push({ field: 'choiceBankCode', key: 'bankCodeUnknown' });
      }
    }
    const fields = [...extra, ...problems];
    if (fields.length > 0) throw new AppError(ErrorCode.PARAMETER_ERROR, { fields });
    if (input.payType === PayType.WALLET) await this.checkWalletTarget(auth, input.userAccountNo!);
    return { payee, scope: channel!.scope };
  }

  /**
   * The chosen bank's code must be one the bank picker offers (/common/choice/bankCodes): a bank
   * of the recipient's country for bank rails, a Chinese bank for CNY accounts. Other methods
   * have no bank, so no code.
   */
  private async isKnownBankCode(channel: { kind: string; countryId: number }, code: string) {
    const bankCountry =
      channel.kind === 'bank'
        ? channel.countryId
        : channel.kind === 'cny_account'
          ? CHINA_COUNTRY_ID
          : null;
    if (bankCountry === null) return false;
    const banks = await this.deps.reference.bankCodes(bankCountry);
    return banks.some((bank) => bank.code === code);
  }

  /** A wallet recipient is another main account: -1009 when unknown, -1010 for one's own. */
  private async checkWalletTarget(auth: AuthContext, accountNo: string) {
    const target = await this.deps.users.findByAccountNo(accountNo);
    if (!target) throw new AppError(ErrorCode.USER_NOT_FOUND);
    const targetMain = target.parent_id === 0 ? target.user_id : target.parent_id;
    if (targetMain === auth.mainUserId) throw new AppError(ErrorCode.CANNOT_BE_SELF);
    if (target.parent_id !== 0) throw new AppError(ErrorCode.USER_NOT_FOUND);
  }

  private async requireOwned(auth: AuthContext, id: number) {
    const row = await this.repo.owned(auth.mainUserId, id);
    if (!row) throw new AppError(ErrorCode.BENEFICIARY_NOT_FOUND);
    return row;
  }

  async add(auth: AuthContext, ip: string, input: PayeeInput): Promise<number> {
    const { payee, scope } = await this.validate(auth, input);
    const now = this.now();
    const id = await this.repo.insert({
      ...toPayeeColumns(payee),
      main_user_id: auth.mainUserId,
      created_by: auth.user.user_id,
      scope,
      audit_status: scope === CROSS_BORDER ? PayeeAuditStatus.PENDING : PayeeAuditStatus.APPROVED,
      audit_time: null,
      audit_user_id: null,
      audit_remark: null,
      create_time: now,
      update_time: now,
    });
    await this.deps.oplog.record(this.actor(auth, ip), 'payeeAdd', { id });
    return id;
  }

  /** A cross-border recipient whose payout details change goes back to pending review. */
  async edit(auth: AuthContext, ip: string, input: PayeeInput & { id: number }): Promise<void> {
    const current = await this.requireOwned(auth, input.id);
    const { payee, scope } = await this.validate(auth, input);
    const columns = toPayeeColumns(payee);
    const audit =
      scope !== CROSS_BORDER
        ? { audit_status: PayeeAuditStatus.APPROVED }
        : needsNewAudit(current, columns, scope)
          ? { audit_status: PayeeAuditStatus.PENDING, audit_time: null, audit_user_id: null }
          : {};
    await this.repo.update(auth.mainUserId, input.id, {
      ...columns,
      scope,
      ...audit,
      update_time: this.now(),
    });
    await this.deps.forOrders?.changed();
    await this.deps.oplog.record(this.actor(auth, ip), 'payeeEdit', { id: input.id });
  }

  async remove(auth: AuthContext, ip: string, id: number): Promise<void> {
    await this.requireOwned(auth, id);
    if (!(await this.repo.softDeleteUnused(auth.mainUserId, id, this.now()))) {
      // Deleted meanwhile by someone else, or still named by an unfinished order or file.
      await this.requireOwned(auth, id);
      throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'payeeInUse' });
    }
    await this.deps.forOrders?.changed();
    await this.deps.oplog.record(this.actor(auth, ip), 'payeeDelete', { id });
  }

  async detail(auth: AuthContext, id: number): Promise<PayeeView> {
    return toPayeeView(await this.requireOwned(auth, id));
  }

  async page(auth: AuthContext, pageNum: number, pageSize: number, filter: PayeeFilter) {
    const { rows, total } = await this.repo.page(auth.mainUserId, pageNum, pageSize, filter);
    return { rows: rows.map(toPayeeView), total };
  }

  /**
   * The operators' review queue of cross-border recipients (pending by default), each with the
   * account it belongs to and, once decided, who decided and the remark given.
   */
  async reviewQueue(pageNum: number, pageSize: number, auditStatus: number) {
    const { rows, total } = await this.repo.reviewPage(pageNum, pageSize, auditStatus);
    return {
      total,
      rows: rows.map((row) => ({
        ...toPayeeView(row),
        mainUserId: row.main_user_id,
        auditRemark: row.audit_remark ?? '',
        auditor: row.auditor_name ?? null,
      })),
    };
  }

  /** For the operator API and for orders: any active recipient, across accounts. */
  async byId(id: number): Promise<PayeeView | null> {
    const row = await this.repo.byId(id);
    return row ? toPayeeView(row) : null;
  }

  /**
   * The recipient rules as a list of problems rather than a refusal, with the details in their
   * canonical form when there are none: a bulk file's row that names no saved recipient is
   * checked by them (modules/batches). A business refusal without fields (an unknown country or
   * currency) is one problem on the payment method.
   */
  async problemsOf(
    auth: AuthContext,
    input: PayeeInput,
  ): Promise<{ problems: FieldProblem[]; payee?: PayeeInput }> {
    try {
      const { payee } = await this.validate(auth, input);
      return { problems: [], payee };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return { problems: error.options.fields ?? [{ field: 'payType', key: 'invalid' }] };
    }
  }

  /** What an order needs of one of the account's own active recipients, or undefined. */
  async findForOrder(mainUserId: number, id: number): Promise<PayeeForOrder | undefined> {
    const cache = this.deps.forOrders;
    if (!cache) return this.readForOrder(mainUserId, id);
    const key = `${mainUserId} ${id}`;
    const payee = await cache.get(key, () => this.readForOrder(mainUserId, id));
    // A miss is not kept: the number may be a recipient added a moment later.
    if (!payee) cache.forget(key);
    return payee;
  }

  private async readForOrder(mainUserId: number, id: number): Promise<PayeeForOrder | undefined> {
    const row = await this.repo.forOrder(mainUserId, id);
    if (!row) return undefined;
    return {
      id: Number(row.id),
      scope: row.scope,
      countryId: row.country_id,
      currencyId: row.currency_id,
      payType: row.pay_type,
      auditStatus: row.audit_status,
      // Empty strings count as missing, as in the recipient's view (payee-mapping.ts).
      name: row.name || row.bank_user || row.account_name || '',
      account: row.bank_no || row.phone || row.user_account_no || row.account_id || '',
      phone: row.phone,
    };
  }

  /** An operator approves a pending recipient; -1017 when unknown, -1019 when not pending. */
  approve(id: number, operatorUserId: number, remark?: string): Promise<void> {
    return this.decide(id, operatorUserId, PayeeAuditStatus.APPROVED, remark);
  }

  reject(id: number, operatorUserId: number, remark?: string): Promise<void> {
    return this.decide(id, operatorUserId, PayeeAuditStatus.REJECTED, remark);
  }

  private async decide(id: number, operatorUserId: number, status: number, remark?: string) {
    if (!(await this.repo.byId(id))) throw new AppError(ErrorCode.BENEFICIARY_NOT_FOUND);
    const decided = await this.repo.decide(
      id,
      {
        audit_status: status,
        audit_user_id: operatorUserId,
        audit_time: this.now(),
        audit_remark: remark ?? null,
      },
      PayeeAuditStatus.PENDING,
    );
    if (!decided) throw new AppError(ErrorCode.ORDER_STATUS, { messageKey: 'alreadyDecided' });
    await this.deps.forOrders?.changed();
  }
}
