import type { Kysely } from 'kysely';
import { committedRowCache } from '../../db/committed-row-cache.ts';
import { isSqlite } from '../../db/direct-sqlite.ts';
import { preparedQuery, type Param } from '../../db/prepared-query.ts';
import type { Database, UserRow } from '../../db/schema.ts';

export interface SessionState {
  id: number;
  last_seen_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
}

// Every authenticated call runs the first two (SQLite) or the joined one (PostgreSQL), so they
// are prepared once (db/prepared-query.ts).
const sessionByTokenHash = preparedQuery((db, p: Param<{ tokenHash: string }>) =>
  db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'last_seen_at', 'absolute_expires_at', 'revoked_at'])
    .where('token_hash', '=', p('tokenHash')),
);
const sessionUser = preparedQuery((db, p: Param<{ userId: number }>) =>
  db.selectFrom('users').selectAll().where('user_id', '=', p('userId')),
);
const sessionWithUser = preparedQuery((db, p: Param<{ tokenHash: string }>) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.last_seen_at',
      'sessions.absolute_expires_at',
      'sessions.revoked_at',
    ])
    .where('sessions.token_hash', '=', p('tokenHash')),
);

// Every authenticated call reads the same two rows again; on SQLite they are kept while unchanged.
const cachedSession = committedRowCache<SessionState & { user_id: number }>({
  table: 'sessions',
  keyColumn: 'token_hash',
  maxRows: 20_000,
});
const cachedUser = committedRowCache<UserRow>({
  table: 'users',
  keyColumn: 'user_id',
  maxRows: 20_000,
});

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

  /**
   * The session and its user. On PostgreSQL every query is a round trip over the network, so
   * one joined query is cheaper. On SQLite a query is a function call, and a row costs by its
   * columns: two narrow reads beat one wide joined row that has to be taken apart and copied.
   */
  async findWithUser(
    tokenHash: string,
  ): Promise<{ session: SessionState; user: UserRow } | undefined> {
    if (isSqlite(this.db)) {
      const session = await cachedSession(this.db, tokenHash, async () => {
        const [row] = await sessionByTokenHash(this.db, { tokenHash });
        return row && { ...row, id: Number(row.id), user_id: Number(row.user_id) };
      });
      if (!session) return undefined;
      const userId = session.user_id;
      const user = await cachedUser(this.db, userId, async () => {
        const [row] = await sessionUser(this.db, { userId });
        return row;
      });
      return user && { session, user };
    }
    const [row] = await sessionWithUser(this.db, { tokenHash });
    if (!row) return undefined;
    const { session_id, last_seen_at, absolute_expires_at, revoked_at, ...user } = row;
    return {
      session: { id: Number(session_id), last_seen_at, absolute_expires_at, revoked_at },
      user,
    };
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
