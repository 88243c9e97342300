import type { Kysely } from 'kysely';
import type { OperatorRole, OperatorSessionStage } from '@pesa/domain';
import type { OperatorAuditAction } from '@pesa/contract';
import type { LockoutCounter } from '../../security/attempt-lockout.ts';
import type { Database } from '../../db/schema.ts';

export class OperatorsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    /** Tells the consoles' live feed that an audit row was written (ops-event-feed.ts). */
    private readonly audited: () => Promise<void> = async () => {},
  ) {}

  findByUsername(username: string) {
    return this.db
      .selectFrom('operators')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
  }

  findById(id: number) {
    return this.db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
  }

  list() {
    return this.db
      .selectFrom('operators')
      .select(['id', 'username', 'role', 'status', 'totp_secret', 'locked_until', 'create_time'])
      .orderBy('id')
      .execute();
  }

  async insert(
    username: string,
    passwordHash: string,
    role: OperatorRole,
    now: string,
  ): Promise<number> {
    const row = await this.db
      .insertInto('operators')
      .values({ username, password_hash: passwordHash, status: 0, role, create_time: now })
      .onConflict((oc) => oc.column('username').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? Number(row.id) : 0;
  }

  /**
   * Takes one of the limited sign-in attempts before the (slow) password check, in one conditional
   * update that also refuses while a lock runs: parallel guesses, on any number of app
   * instances, cannot all pass before a failure is counted. False when refused.
   */
  async reserveAttempt(id: number, max: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('operators')
      .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
      .where('id', '=', id)
      .where('failed_logins', '<', max)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** After a wrong password: once the attempts are used up, lock until `lockedUntil`. */
  async lockIfExhausted(id: number, max: number, lockedUntil: string): Promise<boolean> {
    const result = await this.db
      .updateTable('operators')
      .set({ locked_until: lockedUntil, failed_logins: 0 })
      .where('id', '=', id)
      .where('failed_logins', '>=', max)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** After a right password: the count starts again. */
  async clearAttempts(id: number): Promise<void> {
    await this.db
      .updateTable('operators')
      .set({ failed_logins: 0, locked_until: null })
      .where('id', '=', id)
      .execute();
  }

  /** The operator's attempt counter, for attemptUnderLockout. */
  lockoutCounter(id: number): LockoutCounter {
    return {
      reserve: (max, now) => this.reserveAttempt(id, max, now),
      lockIfExhausted: (max, until) => this.lockIfExhausted(id, max, until),
      clear: () => this.clearAttempts(id),
    };
  }

  async insertSession(session: {
    tokenHash: string;
    operatorId: number;
    stage: OperatorSessionStage;
    now: string;
    expiresAt: string;
  }) {
    await this.db
      .insertInto('operator_sessions')
      .values({
        token_hash: session.tokenHash,
        operator_id: session.operatorId,
        stage: session.stage,
        created_at: session.now,
        last_seen_at: session.now,
        expires_at: session.expiresAt,
        revoked_at: null,
      })
      .execute();
  }

  session(tokenHash: string) {
    return this.db
      .selectFrom('operator_sessions')
      .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
      .select([
        'operators.id',
        'operators.username',
        'operators.status',
        'operators.role',
        'operator_sessions.id as session_id',
        'operator_sessions.stage',
        'operator_sessions.created_at',
        'operator_sessions.last_seen_at',
        'operator_sessions.expires_at',
        'operator_sessions.revoked_at',
      ])
      .where('operator_sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks a session used now, for the idle timeout. */
  async touchSession(sessionId: number, now: string) {
    await this.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: now })
      .where('id', '=', sessionId)
      .execute();
  }

  /** Revokes one session; false when it was already revoked (a second sign-out, a replayed step). */
  async revokeSession(sessionId: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('operator_sessions')
      .set({ revoked_at: now })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Every live session of an operator ends: disabled, re-roled or second factor reset. */
  async revokeSessionsOf(operatorId: number, now: string) {
    await this.db
      .updateTable('operator_sessions')
      .set({ revoked_at: now })
      .where('operator_id', '=', operatorId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async setPendingTotp(operatorId: number, sealedSecret: string) {
    await this.db
      .updateTable('operators')
      .set({ totp_pending_secret: sealedSecret })
      .where('id', '=', operatorId)
      .execute();
  }

  /**
   * Records the step a code was accepted for, in one conditional update: of two requests with
   * the same code only one passes. With `activate`, the pending secret becomes the secret.
   */
  async useTotpStep(operatorId: number, step: number, activate: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('operators')
      .set((eb) => ({
        totp_last_step: step,
        ...(activate && {
          totp_secret: eb.ref('totp_pending_secret'),
          totp_pending_secret: null,
        }),
      }))
      .where('id', '=', operatorId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async resetTotp(operatorId: number) {
    await this.db
      .updateTable('operators')
      .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
      .where('id', '=', operatorId)
      .execute();
  }

  async setStatus(operatorId: number, status: number) {
    await this.db.updateTable('operators').set({ status }).where('id', '=', operatorId).execute();
  }

  async setRole(operatorId: number, role: OperatorRole) {
    await this.db.updateTable('operators').set({ role }).where('id', '=', operatorId).execute();
  }

  /** Active admins other than this one: the last admin cannot be disabled or re-roled. */
  async otherActiveAdmins(operatorId: number): Promise<number> {
    const row = await this.db
      .selectFrom('operators')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('role', '=', 'admin')
      .where('status', '=', 0)
      .where('id', '!=', operatorId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async audit(
    operatorId: number,
    action: OperatorAuditAction,
    target: string,
    detail: string,
    now: string,
  ) {
    await this.db
      .insertInto('operator_audit')
      .values({
        operator_id: operatorId,
        action,
        target,
        detail: detail.slice(0, 500),
        create_time: now,
      })
      .execute();
    await this.audited();
  }

  async setFee(row: {
    scope: number;
    pay_type: number;
    currency_id: number;
    fixed_amount: string;
    basis_points: number;
    min_amount: string | null;
    max_amount: string | null;
    /** null leaves the channel's current minimum amount as it is. */
    min_order_amount: string | null;
    update_time: string;
  }) {
    await this.db
      .insertInto('fee_schedules')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['scope', 'pay_type', 'currency_id']).doUpdateSet({
          fixed_amount: row.fixed_amount,
          basis_points: row.basis_points,
          min_amount: row.min_amount,
          max_amount: row.max_amount,
          ...(row.min_order_amount !== null && { min_order_amount: row.min_order_amount }),
          update_time: row.update_time,
        }),
      )
      .execute();
  }
}
