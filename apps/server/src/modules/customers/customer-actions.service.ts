import { ErrorCode } from '@pesa/contract';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorContext, OperatorsService } from '../operators/operators.service.ts';
import type { OplogService } from '../oplog/oplog.service.ts';
import type { SessionService } from '../session/session.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { CustomersOpsRepository } from './customers-ops.repository.ts';

/**
 * What an operator may do to a customer, each with a reason kept in operator_audit and a line in
 * the customer's own operation log:
 * - suspend / reactivate a whole business (the main account and its members): a suspended
 *   account cannot sign in, every call of its sessions and its API keys is refused
 *   (ACCOUNT_SUSPENDED), and its sessions end at once;
 * - lift a login or transaction-password lockout of one user (main account or member).
 */
export class CustomerActionsService {
  constructor(
    private readonly repo: CustomersOpsRepository,
    private readonly deps: {
      users: UsersService;
      sessions: SessionService;
      oplog: OplogService;
      operators: OperatorsService;
      clock: Clock;
    },
  ) {}

  private now() {
    return this.deps.clock.now().toISOString();
  }

  private async userOrRefuse(userId: number) {
    const user = await this.repo.findUser(userId);
    if (!user) throw new AppError(ErrorCode.USER_NOT_FOUND);
    const id = Number(user.user_id);
    const mainUserId = Number(user.parent_id) === 0 ? id : Number(user.parent_id);
    return { user, id, mainUserId };
  }

  /** The customer reads these in their log; the operator's address is not theirs to see. */
  private actor(userId: number, mainUserId: number) {
    return { userId, mainUserId, ip: '' };
  }

  async suspend(op: OperatorContext, userId: number, reason: string): Promise<void> {
    const { mainUserId } = await this.userOrRefuse(userId);
    const main = await this.repo.findUser(mainUserId);
    if (main?.suspended_at)
      throw new AppError(ErrorCode.PARAMETER_ERROR, { messageKey: 'customerAlreadySuspended' });
    const now = this.now();
    // The flag first: from here on every call of the business is refused, even one racing the
    // revocation below; then its sessions end, so an open app returns to sign-in.
    await this.repo.setSuspension(mainUserId, now, reason, now);
    await this.deps.sessions.revokeAllForUsers(await this.repo.businessUserIds(mainUserId));
    await this.deps.operators.audit(op.id, 'customerSuspend', `user:${mainUserId}`, reason);
    await this.deps.oplog.record(this.actor(mainUserId, mainUserId), 'accountSuspended', {
      reason,
    });
  }

  async reactivate(op: OperatorContext, userId: number, reason: string): Promise<void> {
    const { mainUserId } = await this.userOrRefuse(userId);
    const main = await this.repo.findUser(mainUserId);
    if (!main?.suspended_at)
      throw new AppError(ErrorCode.PARAMETER_ERROR, { messageKey: 'customerNotSuspended' });
    await this.repo.setSuspension(mainUserId, null, null, this.now());
    await this.deps.operators.audit(op.id, 'customerReactivate', `user:${mainUserId}`, reason);
    await this.deps.oplog.record(this.actor(mainUserId, mainUserId), 'accountReactivated');
  }

  /** Clears the failed-login count and lock of one user (sign-in and password checks). */
  async unlockLogin(op: OperatorContext, userId: number, reason: string): Promise<void> {
    const { id, mainUserId } = await this.userOrRefuse(userId);
    await this.deps.users.repo.clearAttempts(id, 'failed_logins');
    await this.deps.operators.audit(op.id, 'customerUnlockLogin', `user:${id}`, reason);
    await this.deps.oplog.record(this.actor(id, mainUserId), 'loginUnlocked');
  }

  /** Clears the wrong-transaction-password count and lock of one user. */
  async unlockFundPassword(op: OperatorContext, userId: number, reason: string): Promise<void> {
    const { id, mainUserId } = await this.userOrRefuse(userId);
    await this.deps.users.repo.clearAttempts(id, 'fund_failed_attempts');
    await this.deps.operators.audit(op.id, 'customerUnlockFundPassword', `user:${id}`, reason);
    await this.deps.oplog.record(this.actor(id, mainUserId), 'fundPasswordUnlocked');
  }
}
