import type { StatementRider } from '../../db/statement-rider.ts';
import { hash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { UserRow } from '../../db/schema.ts';
import { SessionRepository } from './session.repository.ts';

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
  ) {}

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
  ): Promise<{ user: UserRow; live: boolean } | null> {
    const riders = rider ? [...this.everyRead, rider] : this.everyRead;
    const found = await this.repo.findWithUser(hashToken(token), riders);
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
    if (touch && now - lastSeen >= TOUCH_INTERVAL_MS) {
      await this.repo.touch(session.id, new Date(now).toISOString());
    }
    return { user, live: true };
  }

  async revoke(token: string): Promise<void> {
    await this.repo.revoke(hashToken(token), this.clock.now().toISOString());
  }

  async revokeOthers(userId: number, keepToken: string): Promise<void> {
    await this.repo.revokeOthers(userId, hashToken(keepToken), this.clock.now().toISOString());
  }

  async revokeAllForUsers(userIds: number[]): Promise<void> {
    await this.repo.revokeAllForUsers(userIds, this.clock.now().toISOString());
  }
}
