import type { Kysely } from 'kysely';
import { preparedQuery, type Param } from '../../db/prepared-query.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Runs on every authenticated call, so it is prepared once (db/prepared-query.ts) and reads only
 * the session's own columns: the user is read by id, with no wide joined row to take apart.
 */
const sessionByTokenHash = preparedQuery((db, p: Param<{ tokenHash: string }>) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at', 'absolute_expires_at', 'revoked_at'])
    .where('token_hash', '=', p('tokenHash')),
);

export class SessionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    token_hash: string;
    user_id: number;
    ip: string;
    created_at: string;
    last_seen_at: string;
    absolute_expires_at: string;
  }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ ...row, revoked_at: null })
      .execute();
  }

  async findByTokenHash(tokenHash: string) {
    const [found] = await sessionByTokenHash(this.db, { tokenHash });
    return found;
  }

  async touch(id: number, at: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: at }).where('id', '=', id).execute();
  }

  async revoke(tokenHash: string, at: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeOthers(userId: number, keepHash: string, at: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('user_id', '=', userId)
      .where('token_hash', '!=', keepHash)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllForUsers(userIds: number[], at: string): Promise<void> {
    if (userIds.length === 0) return;
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: at })
      .where('user_id', 'in', userIds)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
