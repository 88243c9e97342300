import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@pesa/contract';
import { isOperatorRole, type OperatorRole, type OperatorSessionStage } from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorsRepository } from './operators.repository.ts';

const MINUTE = 60_000;
/** ASVS L2 for an admin console: 15 minutes without a call ends a session, 8 hours in all. */
export const OPERATOR_IDLE_MS = 15 * MINUTE;
export const OPERATOR_ABSOLUTE_MS = 8 * 60 * MINUTE;
/** A half-signed-in session (code still due, or enrolment) lives 10 minutes at most. */
export const OPERATOR_PENDING_MS = 10 * MINUTE;

export interface OperatorContext {
  id: number;
  username: string;
  role: OperatorRole;
  stage: OperatorSessionStage;
  sessionId: number;
}

/** Operator tokens are stored only as their SHA-256. */
export const operatorTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/**
 * Operator sessions: opened at each sign-in step (a new token per step, so a token seen before
 * the second factor is worthless after it), checked against the idle and absolute limits on every
 * call, and revoked at sign-out or when an admin changes the operator.
 */
export class OperatorSessions {
  constructor(
    private readonly repo: OperatorsRepository,
    private readonly clock: Clock,
  ) {}

  async open(operatorId: number, stage: OperatorSessionStage): Promise<string> {
    const now = this.clock.now();
    const token = randomBytes(32).toString('base64url');
    const lifetime = stage === 'active' ? OPERATOR_ABSOLUTE_MS : OPERATOR_PENDING_MS;
    await this.repo.insertSession({
      tokenHash: operatorTokenHash(token),
      operatorId,
      stage,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + lifetime).toISOString(),
    });
    return token;
  }

  /** The live session of a token, marked used now; -1001 for anything else. */
  async resolve(token: string | null): Promise<OperatorContext> {
    const live = await this.peek(token);
    await this.repo.touchSession(live.sessionId, this.clock.now().toISOString());
    return live;
  }

  /**
   * The live session of a token without marking it used (-1001 for anything else): for checks
   * that are not the operator's own activity, such as a live event stream staying open, so that
   * a console left open still times out after 15 idle minutes.
   */
  async peek(token: string | null): Promise<OperatorContext> {
    const session = token ? await this.repo.session(operatorTokenHash(token)) : undefined;
    const now = this.clock.now();
    const lastSeen = session ? Date.parse(session.last_seen_at ?? session.created_at) : 0;
    if (
      !session ||
      session.revoked_at ||
      session.status !== 0 ||
      now.toISOString() >= session.expires_at ||
      now.getTime() - lastSeen >= OPERATOR_IDLE_MS ||
      !isOperatorRole(session.role) ||
      !isStage(session.stage)
    ) {
      throw new AppError(ErrorCode.NOT_LOGGED_IN);
    }
    return {
      id: Number(session.id),
      username: session.username,
      role: session.role,
      stage: session.stage,
      sessionId: Number(session.session_id),
    };
  }

  /** Ends a session; a step's session is ended this way once the step is done. */
  async revoke(sessionId: number): Promise<boolean> {
    return this.repo.revokeSession(sessionId, this.clock.now().toISOString());
  }
}

function isStage(value: string): value is OperatorSessionStage {
  return value === 'enrol' || value === 'totp' || value === 'active';
}
