import type { StatementCondition, StatementRider } from '../../db/statement-rider.ts';
import { hash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import { KeptSessions } from './kept-sessions.ts';
import { keptSessionHolds, SessionRepository } from './session.repository.ts';

const MINUTE = 60_000;
/** last_seen_at is written at most this often, so reads stay reads under load. */
const TOUCH_INTERVAL_MS = MINUTE;

/** One-shot hashing: it runs on every authenticated call, and costs half of a Hash object. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/**
 * Bearer sessions: 256-bit random tokens, stored only as SHA-256 hashes, ending after an idle
 * period or an absolute lifetime, whichever comes first, or when revoked.
 */
export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly clock: Clock,
    private readonly idleMinutes: number,
    private readonly absoluteHours: number,
    /**
     * Statements of other modules that go with every read of a session on PostgreSQL: the cache
     * generations (cache/cache-notices.ts `generationsRider`).
     */
    private readonly everyRead: readonly StatementRider<unknown>[] = [],
    /**
     * PostgreSQL: what a statement must confirm of the caches before it acts on a sign-in this
     * instance kept (cache/cache-notices.ts `generationsUnchanged`); without it none is kept.
     */
    private readonly cachesUnchanged?: () => StatementCondition,
  ) {
    this.keptSessions = new KeptSessions(Math.min(TOUCH_INTERVAL_MS, idleMinutes * MINUTE));
  }

  /** Sign-ins kept for sends (plugins/kept-auth.ts), fresh until their activity is due a write. */
  private readonly keptSessions: KeptSessions;

  async create(userId: number, ip: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    await this.repo.insert({
      token_hash: hashToken(token),
      user_id: userId,
      ip,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      absolute_expires_at: new Date(now.getTime() + this.absoluteHours * 60 * MINUTE).toISOString(),
    });
    return token;
  }

  /** The session's user, or null when the token is unknown, revoked or expired. */
  async resolve(token: string): Promise<UserRow | null> {
    const found = await this.lookup(token);
    return found?.live ? found.user : null;
  }

  /**
   * The token's user and whether its session still holds (`live`); null for an unknown token.
   * The auth plugin tells a suspended customer why they were signed out, even though suspension
   * revoked the session.
   */
  async lookup(
    token: string,
    /** False for a look that is no activity (a live stream checking it still holds). */
    touch = true,
    /** Another module's statement to run with the read, on PostgreSQL (db/statement-rider.ts). */
    rider?: StatementRider<unknown>,
    /** Keep a live sign-in for the next sends with its token (`kept`). */
    keep = false,
  ): Promise<{ user: UserRow; live: boolean } | null> {
    const riders = rider ? [...this.everyRead, rider] : this.everyRead;
    const tokenHash = hashToken(token);
    const found = await this.repo.findWithUser(tokenHash, riders);
    if (!found) return null;
    const { session, user } = found;
    for (const [i, each] of riders.entries()) await each.read(found.riders[i]);
    // pg may hand integer columns over as strings; everything downstream compares numbers.
    if (typeof user.user_id !== 'number') user.user_id = Number(user.user_id);
    const now = this.clock.now().getTime();
    const lastSeen = Date.parse(session.last_seen_at);
    if (
      session.revoked_at ||
      now >= Date.parse(session.absolute_expires_at) ||
      now - lastSeen >= this.idleMinutes * MINUTE
    )
      return { user, live: false };
    const touched = touch && now - lastSeen >= TOUCH_INTERVAL_MS;
    if (touched) await this.repo.touch(session.id, new Date(now).toISOString());
    if (keep && this.cachesUnchanged && found.userDigest) {
      this.keptSessions.keep(tokenHash, {
        sessionId: session.id,
        user: { ...user },
        userDigest: found.userDigest,
        lastSeen: touched ? now : lastSeen,
        absoluteExpires: Date.parse(session.absolute_expires_at),
      });
    }
    return { user, live: true };
  }

  /**
   * A sign-in this instance read lately for the token, without reading it again (PostgreSQL):
   * its user, and the conditions that the statement acting on it must confirm first (the session
   * not revoked, the user row and the caches unchanged: plugins/kept-auth.ts). Null when none is
   * kept or it is no longer fresh: the caller reads the session.
   */
  kept(token: string): { user: UserRow; holds: StatementCondition[] } | null {
    if (!this.cachesUnchanged) return null;
    const kept = this.keptSessions.take(hashToken(token), this.clock.now().getTime());
    if (!kept) return null;
    return {
      user: kept.user,
      holds: [
        keptSessionHolds(kept.sessionId, kept.user.user_id, kept.userDigest),
        this.cachesUnchanged(),
      ],
    };
  }

  async revoke(token: string): Promise<void> {
    this.keptSessions.forget(hashToken(token));
    await this.repo.revoke(hashToken(token), this.clock.now().toISOString());
  }

  async revokeOthers(userId: number, keepToken: string): Promise<void> {
    await this.repo.revokeOthers(userId, hashToken(keepToken), this.clock.now().toISOString());
  }

  async revokeAllForUsers(userIds: number[]): Promise<void> {
    await this.repo.revokeAllForUsers(userIds, this.clock.now().toISOString());
  }
}
