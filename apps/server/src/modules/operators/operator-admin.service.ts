import { ErrorCode, type OperatorAuditAction } from '@pesa/contract';
import type { OperatorRole } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { PasswordHasher } from '../../security/password-hasher.ts';
import type { OperatorContext } from './operator-sessions.ts';
import type { OperatorsRepository } from './operators.repository.ts';

export const OPERATOR_PASSWORD_MIN = 10;

/**
 * An admin's work on operators: list, add, disable or enable, re-role, reset a second factor.
 * Any change to an operator ends that operator's sessions, so it takes effect at once. An admin
 * cannot disable, re-role or reset themself, and the last active admin stays: the console can never be
 * left without one.
 */
export class OperatorAdminService {
  constructor(
    private readonly repo: OperatorsRepository,
    private readonly deps: { hasher: PasswordHasher; clock: Clock },
  ) {}

  private now() {
    return this.deps.clock.now().toISOString();
  }

  async list() {
    const rows = await this.repo.list();
    return rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      role: r.role,
      enabled: r.status === 0,
      totpEnrolled: r.totp_secret !== null,
      lockedUntil: r.locked_until && r.locked_until > this.now() ? r.locked_until : null,
      createTime: r.create_time,
    }));
  }

  /** Creates an operator unless the name is taken; returns the new id, 0 when taken. */
  async create(username: string, password: string, role: OperatorRole): Promise<number> {
    if (password.length < OPERATOR_PASSWORD_MIN)
      throw new Error(`an operator password needs at least ${OPERATOR_PASSWORD_MIN} characters`);
    return this.repo.insert(username, await this.deps.hasher.hash(password), role, this.now());
  }

  async add(
    op: OperatorContext,
    input: { username: string; password: string; role: OperatorRole },
  ) {
    const id = await this.create(input.username, input.password, input.role);
    if (!id) throw new AppError(ErrorCode.ACCOUNT_EXISTS);
    await this.audit(op, 'operatorAdd', id, `${input.username} as ${input.role}`);
    return { id };
  }

  async setEnabled(op: OperatorContext, id: number, enabled: boolean) {
    const target = await this.changeable(op, id, !enabled);
    await this.repo.setStatus(id, enabled ? 0 : 1);
    if (!enabled) await this.repo.revokeSessionsOf(id, this.now());
    await this.audit(op, enabled ? 'operatorEnable' : 'operatorDisable', id, target.username);
  }

  async setRole(op: OperatorContext, id: number, role: OperatorRole) {
    const target = await this.changeable(op, id, role !== 'admin');
    await this.repo.setRole(id, role);
    await this.repo.revokeSessionsOf(id, this.now());
    await this.audit(op, 'operatorRole', id, `${target.username}: ${target.role} -> ${role}`);
  }

  /** The operator enrols again at the next sign-in (a lost phone). */
  async resetTotp(op: OperatorContext, id: number) {
    const target = await this.changeable(op, id, false);
    await this.repo.resetTotp(id);
    await this.repo.revokeSessionsOf(id, this.now());
    await this.audit(op, 'operatorTotpReset', id, target.username);
  }

  /** The target, unless it is the admin themself or the change would leave no active admin. */
  private async changeable(op: OperatorContext, id: number, removesAdmin: boolean) {
    const target = await this.repo.findById(id);
    if (!target) throw new AppError(ErrorCode.DATA_NOT_FOUND);
    if (Number(target.id) === op.id) throw new AppError(ErrorCode.CANNOT_BE_SELF);
    if (
      removesAdmin &&
      target.role === 'admin' &&
      target.status === 0 &&
      (await this.repo.otherActiveAdmins(id)) === 0
    )
      throw new AppError(ErrorCode.NO_PERMISSION, { messageKey: 'lastAdmin' });
    return target;
  }

  private audit(op: OperatorContext, action: OperatorAuditAction, id: number, detail: string) {
    return this.repo.audit(op.id, action, `operator:${id}`, detail, this.now());
  }
}
