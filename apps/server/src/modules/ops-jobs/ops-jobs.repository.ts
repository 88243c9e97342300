import type { Kysely } from 'kysely';
import type { OperatorJobState } from '@pesa/contract';
import type { Database } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

/**
 * The job table as operators read it. A state is a view of the stored status: a pending job
 * that has run before is retrying (it failed and waits for its backoff), one that never ran is
 * waiting. Without a state, every job not yet done.
 */
export class OpsJobsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  page(state: OperatorJobState | undefined, pageNum: number, pageSize: number) {
    let query = this.db.selectFrom('jobs');
    if (state === 'waiting')
      query = query.where('status', '=', 'pending').where('attempts', '=', 0);
    else if (state === 'retrying')
      query = query.where('status', '=', 'pending').where('attempts', '>', 0);
    else if (state) query = query.where('status', '=', state);
    else query = query.where('status', '!=', 'done');
    return paginate(query, { pageNum, pageSize }, (q) =>
      q
        .select([
          'id',
          'type',
          'payload',
          'status',
          'attempts',
          'run_at',
          'last_error',
          'create_time',
        ])
        .orderBy('id', 'desc'),
    );
  }

  /** Order numbers of the orders named by jobs' payloads. */
  async orderSns(ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('orders')
      .select(['id', 'sn'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.sn]));
  }
}
