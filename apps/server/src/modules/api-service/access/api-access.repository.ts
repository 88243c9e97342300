import type { Kysely, Selectable, Transaction } from 'kysely';
import { ApiAuditStatus } from '@pesa/contract';
import type { ApiAccessTable, Database } from '../../../db/schema.ts';
import { paginate, type PageRequest } from '../../../db/paginate.ts';

export type ApiAccessRow = Selectable<ApiAccessTable>;

/** What the applicant states; the rest of the row is the review's. */
export interface Application {
  company_name: string;
  description: string;
  monthly_volume: string;
  notify_url: string;
  ip_whitelist: string;
}

/**
 * API access applications: one row per main account, corrected and resubmitted in place. Every
 * status change is a conditional update on the status it starts from, so two racing reviews (or a
 * review racing a correction) cannot both win.
 */
export class ApiAccessRepository {
  constructor(private readonly db: Kysely<Database>) {}

  byUser(userId: number): Promise<ApiAccessRow | undefined> {
    return this.db
      .selectFrom('api_access')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /**
   * Stores an application as awaiting review: a new row, or the existing one when it is still
   * pending or was rejected. False when the access is already approved (nothing changes then).
   */
  async submit(userId: number, application: Application, now: string): Promise<boolean> {
    const review = {
      audit_status: ApiAuditStatus.PENDING,
      reject_reason: null,
      audited_by: null,
      audit_time: null,
      update_time: now,
    };
    const inserted = await this.db
      .insertInto('api_access')
      .values({ user_id: userId, ...application, ...review, create_time: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
    const updated = await this.db
      .updateTable('api_access')
      .set({ ...application, ...review })
      .where('user_id', '=', userId)
      .where('audit_status', '!=', ApiAuditStatus.APPROVED)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /**
   * An approved account's own endpoints: where webhooks go and who may call. The reviewed company
   * details stay as approved. False when the access is not approved.
   */
  async updateEndpoints(
    userId: number,
    endpoints: { notify_url: string; ip_whitelist: string },
    now: string,
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('api_access')
      .set({ ...endpoints, update_time: now })
      .where('user_id', '=', userId)
      .where('audit_status', '=', ApiAuditStatus.APPROVED)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }

  /** Moves a pending application to approved or rejected; false when it was not pending. */
  async decide(
    trx: Transaction<Database>,
    userId: number,
    to: typeof ApiAuditStatus.APPROVED | typeof ApiAuditStatus.REJECTED,
    review: { operatorId: number; reason: string | null; now: string },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('api_access')
      .set({
        audit_status: to,
        reject_reason: review.reason,
        audited_by: review.operatorId,
        audit_time: review.now,
        update_time: review.now,
      })
      .where('user_id', '=', userId)
      .where('audit_status', '=', ApiAuditStatus.PENDING)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The status as a transaction sees it, so key issuing and approval cannot interleave. */
  async statusIn(trx: Transaction<Database>, userId: number): Promise<number | null> {
    const row = await trx
      .selectFrom('api_access')
      .select('audit_status')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? row.audit_status : null;
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /** The operators' list, newest activity first, with each company's account number and KYB state. */
  page(page: PageRequest, auditStatus?: number) {
    let query = this.db
      .selectFrom('api_access as a')
      .innerJoin('users as u', 'u.user_id', 'a.user_id');
    if (auditStatus !== undefined) query = query.where('a.audit_status', '=', auditStatus);
    return paginate(query, page, (q) =>
      q
        .selectAll('a')
        .select(['u.account_no', 'u.audit_status as kyb_status'])
        .orderBy('a.update_time', 'desc')
        .orderBy('a.user_id', 'desc'),
    );
  }
}
