import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@pesa/contract';
import { MAX_MINOR, parseMajor } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PayeesService } from '../payees/payees.service.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import { OperatorsRepository } from './operators.repository.ts';

const SESSION_MS = 8 * 3_600_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface OperatorContext {
  id: number;
  username: string;
}

/**
 * The back office: operators sign in separately from customers and review orders, top-ups and
 * recipients, and set rates, fees and review thresholds. Every action writes an audit row.
 */
export class OperatorsService {
  constructor(
    readonly repo: OperatorsRepository,
    private readonly deps: {
      hasher: PasswordHasher;
      orders: OrdersService;
      payees: PayeesService;
      reference: ReferenceService;
      clock: Clock;
    },
  ) {}

  private now() {
    return this.deps.clock.now().toISOString();
  }

  /** The audit row of an operator action taken in another module (notices, Daraja reversals). */
  audit(operatorId: number, action: string, target: string, detail: string): Promise<void> {
    return this.repo.audit(operatorId, action, target, detail, this.now());
  }

  /** Creates an operator unless the name is taken; returns whether one was created. */
  async create(username: string, password: string): Promise<boolean> {
    if (password.length < 10) throw new Error('an operator password needs at least 10 characters');
    return (
      (await this.repo.insert(username, await this.deps.hasher.hash(password), this.now())) > 0
    );
  }

  async login(username: string, password: string): Promise<string> {
    const operator = await this.repo.findByUsername(username);
    if (
      !operator ||
      operator.status !== 0 ||
      !(await this.deps.hasher.verify(password, operator.password_hash))
    ) {
      throw new AppError(ErrorCode.WRONG_PASSWORD);
    }
    const token = randomBytes(32).toString('base64url');
    await this.repo.insertSession(
      hash(token),
      Number(operator.id),
      this.now(),
      new Date(this.deps.clock.now().getTime() + SESSION_MS).toISOString(),
    );
    await this.repo.audit(Number(operator.id), 'login', username, 'signed in', this.now());
    return token;
  }

  async resolve(token: string | null): Promise<OperatorContext> {
    const session = token ? await this.repo.session(hash(token)) : undefined;
    if (
      !session ||
      session.revoked_at ||
      session.status !== 0 ||
      this.now() >= session.expires_at
    ) {
      throw new AppError(ErrorCode.NOT_LOGGED_IN);
    }
    return { id: Number(session.id), username: session.username };
  }

  async reviewQueue(pageNum: number, pageSize: number) {
    const rows = await this.repo.reviewQueue(pageNum, pageSize);
    return Promise.all(
      rows.map(async (r) => ({
        orderId: Number(r.id),
        mainUserId: r.main_user_id,
        ...(await this.deps.orders.view(r)),
      })),
    );
  }

  async approveOrder(op: OperatorContext, orderId: number, reason: string) {
    const order = await this.deps.orders.approveByOperator(orderId, op.id, reason);
    await this.repo.audit(op.id, 'orderApprove', `order:${orderId}`, reason, this.now());
    return this.deps.orders.view(order!);
  }

  async rejectOrder(op: OperatorContext, orderId: number, reason: string) {
    const order = await this.deps.orders.rejectByOperator(orderId, op.id, reason);
    await this.repo.audit(op.id, 'orderReject', `order:${orderId}`, reason, this.now());
    return this.deps.orders.view(order!);
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

  async setRate(op: OperatorContext, pair: string, rate: string) {
    if (!(Number(rate) > 0))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'rate', key: 'invalid' }],
      });
    if (!(await this.repo.setRate(pair, rate, this.now())))
      throw new AppError(ErrorCode.RATE_NOT_CONFIGURED);
    this.deps.reference.invalidate();
    await this.repo.audit(op.id, 'rateSet', pair, rate, this.now());
  }

  async setThreshold(op: OperatorContext, currencyId: number, amount: string) {
    const currency = await this.deps.orders.pricing.currency(currencyId);
    const minor = parseMajor(amount, currency.decimals);
    if (minor === null)
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'amount', key: 'amountRule' }],
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
    },
  ) {
    const currency = await this.deps.orders.pricing.currency(input.currencyId);
    const minor = (value: string | undefined, field: string) => {
      if (value === undefined) return null;
      const parsed = parseMajor(value, currency.decimals);
      if (parsed === null)
        throw new AppError(ErrorCode.PARAMETER_ERROR, { fields: [{ field, key: 'amountRule' }] });
      if (parsed > MAX_MINOR)
        throw new AppError(ErrorCode.PARAMETER_ERROR, {
          fields: [{ field, key: 'amountTooLarge' }],
        });
      return parsed.toString();
    };
    const row = {
      fixed_amount: minor(input.fixedAmount, 'fixedAmount')!,
      min_amount: minor(input.minAmount, 'minAmount'),
      max_amount: minor(input.maxAmount, 'maxAmount'),
    };
    // A floor above the ceiling could never be applied: every later quote would fail on it.
    const { min_amount: min, max_amount: max } = row;
    if (min !== null && max !== null && BigInt(min) > BigInt(max))
      throw new AppError(ErrorCode.PARAMETER_ERROR, {
        fields: [{ field: 'maxAmount', key: 'belowMinimum' }],
      });
    await this.repo.setFee({
      scope: input.scope,
      pay_type: input.payType,
      currency_id: input.currencyId,
      basis_points: input.basisPoints,
      ...row,
      update_time: this.now(),
    });
    this.deps.orders.pricing.invalidate();
    await this.repo.audit(
      op.id,
      'feeSet',
      `fee:${input.scope}:${input.payType}:${input.currencyId}`,
      JSON.stringify(input),
      this.now(),
    );
  }
}
