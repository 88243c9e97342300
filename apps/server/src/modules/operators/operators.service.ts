import { ErrorCode, type OperatorAuditAction } from '@pesa/contract';
import {
  assertFeeSchedule,
  isDomainError,
  MAX_MINOR,
  parseMajor,
  type OperatorRole,
} from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PayeesService } from '../payees/payees.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { SecretBox } from '../../security/secret-box.ts';
import { OperatorAdminService } from './operator-admin.service.ts';
import { OperatorLoginService } from './operator-login.service.ts';
import { OperatorSecondFactorService } from './operator-second-factor.service.ts';
import { OperatorSessions, type OperatorContext } from './operator-sessions.ts';
import { OperatorsRepository } from './operators.repository.ts';
import { FinanceReviewService } from './finance-review.service.ts';

export type { OperatorContext } from './operator-sessions.ts';

/**
 * The back office: operators sign in separately from customers and review orders, top-ups and
 * recipients, and set rates, fees and review thresholds. Every action writes an audit row.
 */
export class OperatorsService {
  private readonly signIn: OperatorLoginService;
  readonly sessions: OperatorSessions;
  readonly secondFactor: OperatorSecondFactorService;
  readonly admin: OperatorAdminService;
  readonly finance: FinanceReviewService;

  constructor(
    readonly repo: OperatorsRepository,
    private readonly deps: {
      /** The operators' own hashing queue, so their sign-ins never wait behind customers'. */
      hasher: PasswordHasher;
      config: Pick<Config, 'LOGIN_MAX_FAILURES' | 'LOGIN_LOCK_MINUTES'>;
      orders: OrdersService;
      payees: PayeesService;
      reference: ReferenceService;
      /** The rate book (modules/fx/rate-book.service.ts), which checks every change as a whole. */
      rateBook: {
        setMid(pair: string, mid: string): Promise<void>;
        setSpread(pair: string, spreadBasisPoints: number): Promise<void>;
      };
      clock: Clock;
      /** Seals the operators' TOTP secrets at rest. */
      totpBox: SecretBox;
      /** The finance queues' reads (held orders, top-ups, their proof). */
      finance: FinanceReviewService;
    },
  ) {
    this.finance = deps.finance;
    this.sessions = new OperatorSessions(repo, deps.clock);
    this.signIn = new OperatorLoginService(repo, this.sessions, deps);
    this.secondFactor = new OperatorSecondFactorService(repo, this.sessions, {
      ...deps,
      box: deps.totpBox,
    });
    this.admin = new OperatorAdminService(repo, deps);
  }

  private now() {
    return this.deps.clock.now().toISOString();
  }

  /** The audit row of an operator action taken in another module (notices, Daraja reversals). */
  audit(
    operatorId: number,
    action: OperatorAuditAction,
    target: string,
    detail: string,
  ): Promise<void> {
    return this.repo.audit(operatorId, action, target, detail, this.now());
  }

  /**
   * Creates an operator unless the name is taken; returns whether one was created. Without a
   * role, the first operator is an admin and any later one `support` (the least it can be).
   */
  async create(username: string, password: string, role?: OperatorRole): Promise<boolean> {
    const chosen = role ?? ((await this.repo.list()).length === 0 ? 'admin' : 'support');
    return (await this.admin.create(username, password, chosen)) > 0;
  }

  login(username: string, password: string, ip: string): Promise<string> {
    return this.signIn.login(username, password, ip);
  }

  /** Signs out: the session's token stops working at once. */
  async logout(op: OperatorContext): Promise<void> {
    await this.sessions.revoke(op.sessionId);
    await this.repo.audit(op.id, 'logout', op.username, 'signed out', this.now());
  }

  /** Both decisions go through the orders service; a stale one says so (FinanceReviewService). */
  async approveOrder(op: OperatorContext, orderId: number, reason: string) {
    const order = await this.finance.decide(orderId, () =>
      this.deps.orders.approveByOperator(orderId, op.id, reason),
    );
    await this.repo.audit(op.id, 'orderApprove', `order:${orderId}`, reason, this.now());
    return this.deps.orders.view(order!);
  }

  async rejectOrder(op: OperatorContext, orderId: number, reason: string) {
    const order = await this.finance.decide(orderId, () =>
      this.deps.orders.rejectByOperator(orderId, op.id, reason),
    );
    await this.repo.audit(op.id, 'orderReject', `order:${orderId}`, reason, this.now());
    return this.deps.orders.view(order!);
  }

  /** Cross-border recipients awaiting (or past) review, for the compliance queue. */
  payeeQueue(pageNum: number, pageSize: number, auditStatus: number) {
    return this.deps.payees.reviewQueue(pageNum, pageSize, auditStatus);
  }

  async decidePayee(op: OperatorContext, id: number, approve: boolean, remark?: string) {
    if (approve) await this.deps.payees.approve(id, op.id, remark);
    else await this.deps.payees.reject(id, op.id, remark);
    await this.repo.audit(
      op.id,
      approve ? 'payeeApprove' : 'payeeReject',
      `payee:${id}`,
      remark ?? '',
      this.now(),
    );
  }

  /** A currency's mid against USD; the rate book derives the cross pairs and checks the whole. */
  async setRate(op: OperatorContext, pair: string, rate: string) {
    if (!(Number(rate) > 0))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'rate', key: 'invalid' }],
      });
    await this.deps.rateBook.setMid(pair, rate);
    await this.repo.audit(op.id, 'rateSet', pair, rate, this.now());
  }

  async setSpread(op: OperatorContext, pair: string, spreadBps: number) {
    await this.deps.rateBook.setSpread(pair, spreadBps);
    await this.repo.audit(op.id, 'spreadSet', pair, String(spreadBps), this.now());
  }

  async setThreshold(op: OperatorContext, currencyId: number, amount: string) {
    const currency = await this.deps.orders.pricing.currency(currencyId);
    const minor = parseMajor(amount, currency.decimals);
    if (minor === null || minor > MAX_MINOR)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'amount', key: minor === null ? 'amountRule' : 'amountTooLarge' }],
      });
    if (minor > MAX_MINOR)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'amount', key: 'amountTooLarge' }],
      });
    await this.deps.orders.risk.setManualReviewThreshold(currency.currency_id, minor, this.now());
    await this.repo.audit(op.id, 'thresholdSet', `currency:${currencyId}`, amount, this.now());
  }

  async setFee(
    op: OperatorContext,
    input: {
      scope: number;
      payType: number;
      currencyId: number;
      fixedAmount: string;
      basisPoints: number;
      minAmount?: string;
      maxAmount?: string;
      minOrderAmount?: string;
    },
  ) {
    const currency = await this.deps.orders.pricing.currency(input.currencyId);
    const minor = (value: string | undefined, field: string) => {
      if (value === undefined) return null;
      const parsed = parseMajor(value, currency.decimals);
      if (parsed === null || parsed > MAX_MINOR) {
        const key = parsed === null ? 'amountRule' : 'amountTooLarge';
        throw new AppError(ErrorCode.PARAMETER_ERROR, { fields: [{ field, key }] });
      }
      return parsed.toString();
    };
    const row = {
      scope: input.scope,
      pay_type: input.payType,
      currency_id: input.currencyId,
      fixed_amount: minor(input.fixedAmount, 'fixedAmount')!,
      basis_points: input.basisPoints,
      min_amount: minor(input.minAmount, 'minAmount'),
      max_amount: minor(input.maxAmount, 'maxAmount'),
      min_order_amount: minor(input.minOrderAmount, 'minOrderAmount'),
      update_time: this.now(),
    };
    requireValidSchedule(row);
    await this.repo.setFee(row);
    await this.deps.orders.pricing.changed();
    await this.repo.audit(
      op.id,
      'feeSet',
      `fee:${input.scope}:${input.payType}:${input.currencyId}`,
      JSON.stringify(input),
      this.now(),
    );
  }
}

/** A minimum fee above the maximum would fail every quote of the channel: refused when set. */
function requireValidSchedule(row: {
  fixed_amount: string;
  basis_points: number;
  min_amount: string | null;
  max_amount: string | null;
}) {
  try {
    assertFeeSchedule({
      fixedMinor: BigInt(row.fixed_amount),
      basisPoints: row.basis_points,
      ...(row.min_amount !== null && { minMinor: BigInt(row.min_amount) }),
      ...(row.max_amount !== null && { maxMinor: BigInt(row.max_amount) }),
    });
  } catch (error) {
    if (!isDomainError(error, 'FEE_SCHEDULE')) throw error;
    // The payload's schema already holds every other rule of a schedule: the bounds are crossed.
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'maxAmount', key: 'belowMinimum' }],
    });
  }
}
