import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { ApiMode } from '@pesa/contract';
import type { Database } from '../../../db/schema.ts';
import { preparedQuery, type Param } from '../../../db/prepared-query.ts';
import type { StatementRider } from '../../../db/statement-rider.ts';
import type { SecretBox } from '../../../security/secret-box.ts';

type Executor = Kysely<Database> | Transaction<Database>;

// Every signed call looks its key up (db/prepared-query.ts): built and compiled once per dialect.
const keyQuery = (db: Kysely<Database>, p: Param<{ accessKey: string }>) =>
  db
    .selectFrom('api_keys as k')
    .innerJoin('api_access as a', 'a.user_id', 'k.user_id')
    .innerJoin('users as u', 'u.user_id', 'k.user_id')
    .select([
      'u.suspended_at',
      'k.user_id',
      'k.mode',
      'k.access_key',
      'k.secret_ciphertext',
      'k.status',
      'a.audit_status',
      'a.ip_whitelist',
    ])
    .where('k.access_key', '=', p('accessKey'));
const keyByAccessKey = preparedQuery(keyQuery);

/** The key a signed call names, with what the check needs about its merchant. */
export interface ActiveKey {
  userId: number;
  mode: ApiMode;
  accessKey: string;
  secret: string;
  auditStatus: number;
  ipWhitelist: string;
  /** Set while an operator has suspended the merchant: every signed call is refused. */
  suspended: boolean;
}

/**
 * Access key pairs. The access key is public (`pk_live_…`, `pk_test_…`); the secret
 * (`sk_…`, 256 random bits) is shown to the merchant and kept sealed. Issuing a pair revokes
 * the mode's previous one in the same transaction, so an old pair stops working at once.
 */
export class ApiKeysRepository {
  /** The key's read with the rider's value beside it (PostgreSQL). */
  private readonly keyWithRider;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly box: SecretBox,
    /**
     * A value read in the key's statement on PostgreSQL and handed back to its owner: the cache
     * generations (cache/cache-notices.ts `generationsRider`). Without CTEs or values.
     */
    private readonly rider?: StatementRider<void>,
  ) {
    const text = rider?.sql(2);
    if (text?.ctes || rider?.values.length) throw new Error('a key rider has no CTEs or values');
    this.keyWithRider =
      text &&
      preparedQuery((db: Kysely<Database>, p: Param<{ accessKey: string }>) =>
        keyQuery(db, p).select(sql.raw<unknown>(text.result).as('rider')),
      );
  }

  async issue(trx: Executor, userId: number, mode: ApiMode, now: string) {
    await trx
      .updateTable('api_keys')
      .set({ status: 'revoked', revoke_time: now })
      .where('user_id', '=', userId)
      .where('mode', '=', mode)
      .where('status', '=', 'active')
      .execute();
    const accessKey = `pk_${mode}_${randomBytes(12).toString('hex')}`;
    const secret = `sk_${mode}_${randomBytes(32).toString('hex')}`;
    await trx
      .insertInto('api_keys')
      .values({
        user_id: userId,
        mode,
        access_key: accessKey,
        secret_ciphertext: this.box.seal(secret),
        status: 'active',
        create_time: now,
        revoke_time: null,
      })
      .execute();
    return { accessKey, secret };
  }

  /** The merchant's active pair of a mode, secret opened, or null. */
  async activePair(userId: number, mode: ApiMode, db: Executor = this.db) {
    const row = await db
      .selectFrom('api_keys')
      .select(['access_key', 'secret_ciphertext'])
      .where('user_id', '=', userId)
      .where('mode', '=', mode)
      .where('status', '=', 'active')
      .executeTakeFirst();
    return row ? { accessKey: row.access_key, secret: this.box.open(row.secret_ciphertext) } : null;
  }

  /** A key as a signed call names it, with its merchant's access state; null when unknown. */
  async findByAccessKey(accessKey: string): Promise<(ActiveKey & { status: string }) | null> {
    const [row] = this.keyWithRider
      ? await this.keyWithRider(this.db, { accessKey })
      : await keyByAccessKey(this.db, { accessKey });
    if (!row) return null;
    if (this.rider && 'rider' in row) await this.rider.read(row.rider);
    return {
      userId: row.user_id,
      mode: row.mode as ApiMode,
      accessKey: row.access_key,
      secret: this.box.open(row.secret_ciphertext),
      status: row.status,
      auditStatus: row.audit_status,
      ipWhitelist: row.ip_whitelist,
      suspended: row.suspended_at !== null,
    };
  }
}
