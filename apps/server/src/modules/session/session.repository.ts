import { CompiledQuery, type Kysely } from 'kysely';
import { committedRowCache } from '../../db/committed-row-cache.ts';
import { isSqlite } from '../../db/direct-sqlite.ts';
import { preparedQuery, type Param } from '../../db/prepared-query.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { nameStatement } from '../../db/named-statements.ts';
import type { StatementCondition, StatementRider } from '../../db/statement-rider.ts';

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

/**
 * The user row as one value (PostgreSQL): a sign-in kept by an instance holds while it is
 * unchanged (`keptSessionHolds`), whatever column changed: a lock, a password, a suspension.
 */
const USER_DIGEST = 'md5(users::text)';

/**
 * True while the session is not revoked and its user row is as it was read (`user_digest`):
 * what the statement of a send made on a kept sign-in confirms (plugins/kept-auth.ts).
 */
export function keptSessionHolds(
  sessionId: number,
  userId: number,
  userDigest: string,
): StatementCondition {
  return {
    sql: (first) =>
      `EXISTS (SELECT 1 FROM sessions WHERE id = $${first} AND revoked_at IS NULL)
    AND EXISTS (SELECT 1 FROM users WHERE user_id = $${first + 1} AND ${USER_DIGEST} = $${first + 2})`,
    values: [sessionId, userId, userDigest],
  };
}

/**
 * The joined read with the riders' CTEs before it and their values beside the row (PostgreSQL),
 * `rider0`, `rider1`…, in the riders' order. The CTEs run whether or not the token is found.
 * Texts per riders' texts, named once each.
 */
const withRiders = new Map<string, string>();
function sessionWithUserAndRiders(riders: readonly StatementRider<unknown>[]): string {
  let first = 2;
  const parts = riders.map((rider) => {
    const part = rider.sql(first);
    first += rider.values.length;
    return part;
  });
  const key = parts.map(({ ctes, result }) => `${ctes}\n${result}`).join('\n');
  let text = withRiders.get(key);
  if (!text) {
    const ctes = parts.map((part) => part.ctes).filter(Boolean);
    const values = parts.map((part, i) => `, ${part.result} AS rider${i}`).join('');
    text = `${ctes.length ? `WITH ${ctes.join(',\n')}\n` : ''}SELECT users.*, sessions.id AS session_id, sessions.last_seen_at,
  sessions.absolute_expires_at, sessions.revoked_at, ${USER_DIGEST} AS user_digest${values}
FROM sessions INNER JOIN users ON users.user_id = sessions.user_id
WHERE sessions.token_hash = $1`;
    withRiders.set(key, text);
    nameStatement(text);
  }
  return text;
}

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

type SessionWithUserRow = UserRow & {
  session_id: number;
  last_seen_at: string;
  absolute_expires_at: string;
  revoked_at: string | null;
  user_digest?: string;
};

function splitSessionWithUser(row: SessionWithUserRow): {
  session: SessionState;
  user: UserRow;
  userDigest?: string;
} {
  const { session_id, last_seen_at, absolute_expires_at, revoked_at, user_digest, ...user } = row;
  return {
    session: { id: Number(session_id), last_seen_at, absolute_expires_at, revoked_at },
    user,
    userDigest: user_digest,
  };
}

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
    riders: readonly StatementRider<unknown>[] = [],
  ): Promise<
    { session: SessionState; user: UserRow; userDigest?: string; riders: unknown[] } | undefined
  > {
    if (riders.length) return this.findWithUserAndRiders(tokenHash, riders);
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
      return user && { session, user, riders: [] };
    }
    const [row] = await sessionWithUser(this.db, { tokenHash });
    return row && { ...splitSessionWithUser(row), riders: [] };
  }

  private async findWithUserAndRiders(
    tokenHash: string,
    riders: readonly StatementRider<unknown>[],
  ) {
    if (isSqlite(this.db)) throw new Error('statement riders are for PostgreSQL');
    const { rows } = await this.db.executeQuery<SessionWithUserRow & Record<string, unknown>>(
      CompiledQuery.raw(sessionWithUserAndRiders(riders), [
        tokenHash,
        ...riders.flatMap((rider) => rider.values),
      ]),
    );
    const [row] = rows;
    if (!row) return undefined;
    const values = riders.map((_, i) => row[`rider${i}`]);
    for (let i = 0; i < riders.length; i++) delete row[`rider${i}`];
    return { ...splitSessionWithUser(row), riders: values };
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
