import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { onPostgres } from '../../db/on-postgres.ts';
import { paginate, type PageRequest } from '../../db/paginate.ts';

/** LIKE wildcards in what an operator typed match themselves, not any text. */
function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** What a search result and the profile show of a user row. */
const USER_COLUMNS = [
  'user_id',
  'parent_id',
  'account_no',
  'user_type',
  'country_id',
  'phone',
  'email',
  'nick_name',
  'user_name',
  'audit_status',
  'status',
  'language',
  'failed_logins',
  'locked_until',
  'fund_failed_attempts',
  'fund_locked_until',
  'fund_password_hash',
  'suspended_at',
  'suspend_reason',
  'create_time',
] as const;

/** The console's reads of a customer: every query is scoped to one main account. */
export class CustomersOpsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Users whose phone, email, account number or name contains the text (any case). A phone typed
   * the national way (0722…) also matches the stored E.164 form (+254722…) by its digits.
   */
  search(keyword: string, phoneDigits: string | null, page: PageRequest) {
    const pattern = likePattern(keyword);
    const kycName = this.kycNameMatches(pattern);
    const filtered = this.db.selectFrom('users').where((eb) => {
      const lower = (column: 'email' | 'account_no' | 'nick_name' | 'user_name' | 'phone') =>
        eb(eb.fn('lower', [eb.ref(column)]), 'like', sql<string>`${pattern} escape '\\'`);
      return eb.or([
        lower('phone'),
        lower('email'),
        lower('account_no'),
        lower('nick_name'),
        lower('user_name'),
        ...(phoneDigits ? [eb('phone', 'like', likePattern(phoneDigits))] : []),
        eb.exists(kycName),
      ]);
    });
    return paginate(filtered, page, (q) => q.select([...USER_COLUMNS]).orderBy('user_id', 'desc'));
  }

  /**
   * The account's KYC/KYB answers name it: the person's full name, the company's registered or
   * trading name. The answers are JSON text, read with each engine's own JSON function.
   */
  private kycNameMatches(pattern: string) {
    const field = (name: string) =>
      onPostgres(this.db)
        ? sql<string>`lower(k.data::jsonb ->> ${name})`
        : sql<string>`lower(json_extract(k.data, ${`$.${name}`}))`;
    const like = (name: string) => sql<boolean>`${field(name)} like ${pattern} escape '\\'`;
    return this.db
      .selectFrom('kyc_applications as k')
      .select(sql<number>`1`.as('one'))
      .where(sql<boolean>`k.main_user_id = users.user_id`)
      .where(
        sql<boolean>`(${like('fullName')} or ${like('companyName')} or ${like('tradingName')})`,
      );
  }

  findUser(userId: number) {
    return this.db
      .selectFrom('users')
      .select([...USER_COLUMNS])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  members(mainUserId: number) {
    return this.db
      .selectFrom('users')
      .select([...USER_COLUMNS])
      .where('parent_id', '=', mainUserId)
      .orderBy('user_id')
      .execute();
  }

  /** The latest KYC/KYB application of the account, if any. */
  kyc(mainUserId: number) {
    return this.db
      .selectFrom('kyc_applications')
      .select(['status', 'user_type', 'reject_reason', 'submit_time', 'review_time'])
      .where('main_user_id', '=', mainUserId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /** Every ledger account the business owns (wallets, API accounts, sandbox), with its currency. */
  ledgerAccounts(mainUserId: number) {
    return this.db
      .selectFrom('ledger_accounts as a')
      .innerJoin('currencies as c', 'c.currency_id', 'a.currency_id')
      .select(['a.id', 'a.kind', 'a.channel', 'a.balance', 'a.currency_id', 'c.code', 'c.decimals'])
      .where('a.owner_user_id', '=', mainUserId)
      .orderBy('c.code')
      .orderBy('a.kind')
      .orderBy('a.id')
      .execute();
  }

  apiAccess(mainUserId: number) {
    return this.db
      .selectFrom('api_access')
      .select(['company_name', 'audit_status', 'reject_reason', 'audit_time', 'create_time'])
      .where('user_id', '=', mainUserId)
      .executeTakeFirst();
  }

  /** The business's access keys still in force (the public half only). */
  activeApiKeys(mainUserId: number) {
    return this.db
      .selectFrom('api_keys')
      .select(['mode', 'access_key', 'create_time'])
      .where('user_id', '=', mainUserId)
      .where('status', '=', 'active')
      .orderBy('mode')
      .execute();
  }

  /** Sessions of the account and its members not revoked and not past their absolute end. */
  liveSessions(mainUserId: number, now: string, idleSince: string) {
    return this.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.user_id', 's.user_id')
      .select(['s.id', 's.user_id', 's.ip', 's.created_at', 's.last_seen_at', 'u.account_no'])
      .where((eb) => eb.or([eb('u.user_id', '=', mainUserId), eb('u.parent_id', '=', mainUserId)]))
      .where('s.revoked_at', 'is', null)
      .where('s.absolute_expires_at', '>', now)
      .where('s.last_seen_at', '>', idleSince)
      .orderBy('s.last_seen_at', 'desc')
      .limit(50)
      .execute();
  }

  /** Every order of the account, the API's included, newest first. */
  orders(mainUserId: number, page: PageRequest) {
    const filtered = this.db.selectFrom('orders').where('main_user_id', '=', mainUserId);
    return paginate(filtered, page, (q) =>
      q.selectAll().orderBy('create_time', 'desc').orderBy('id', 'desc'),
    );
  }

  /** The ledger postings on the account's own ledger accounts, newest first, with their entry. */
  postings(mainUserId: number, page: PageRequest) {
    const filtered = this.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .where('a.owner_user_id', '=', mainUserId);
    return paginate(filtered, page, (q) =>
      q
        .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
        .innerJoin('currencies as c', 'c.currency_id', 'p.currency_id')
        .select([
          'p.id',
          'p.entry_id',
          'p.amount',
          'p.create_time',
          'a.kind',
          'a.channel',
          'c.code',
          'c.decimals',
          'e.entry_type',
          'e.reference',
          'e.description',
        ])
        .orderBy('p.id', 'desc'),
    );
  }

  /** Suspends or reactivates the main account and every member in one statement. */
  async setSuspension(mainUserId: number, at: string | null, reason: string | null, now: string) {
    const result = await this.db
      .updateTable('users')
      .set({ suspended_at: at, suspend_reason: reason, update_time: now })
      .where((eb) => eb.or([eb('user_id', '=', mainUserId), eb('parent_id', '=', mainUserId)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** The ids of the account and its members, whose sessions end at suspension. */
  async businessUserIds(mainUserId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('user_id')
      .where((eb) => eb.or([eb('user_id', '=', mainUserId), eb('parent_id', '=', mainUserId)]))
      .execute();
    return rows.map((r) => Number(r.user_id));
  }
}
