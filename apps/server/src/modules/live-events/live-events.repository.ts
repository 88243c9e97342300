import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, LiveEventTable } from '../../db/schema.ts';

export type LiveEventRow = Selectable<LiveEventTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** The most rows one read takes; a busier moment is read in several. */
export const READ_LIMIT = 500;

export class LiveEventsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(trx: Executor, row: Omit<LiveEventTable, 'id'>): Promise<void> {
    await trx.insertInto('live_events').values(row).execute();
  }

  /** Every account's events after `id`, oldest first (the instance's feed). */
  after(id: number): Promise<LiveEventRow[]> {
    return this.db
      .selectFrom('live_events')
      .selectAll()
      .where('id', '>', id)
      .orderBy('id')
      .limit(READ_LIMIT)
      .execute();
  }

  /** What one signed-in user may be told after `id` (a resumed stream), oldest first. */
  forUserAfter(mainUserId: number, userId: number, id: number): Promise<LiveEventRow[]> {
    return this.db
      .selectFrom('live_events')
      .selectAll()
      .where('id', '>', id)
      .where((eb) =>
        eb.or([
          eb.and([eb('main_user_id', '=', mainUserId), eb('user_id', 'is', null)]),
          eb('user_id', '=', userId),
        ]),
      )
      .orderBy('id')
      .limit(READ_LIMIT)
      .execute();
  }

  async latestId(): Promise<number> {
    const row = await this.db
      .selectFrom('live_events')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return Number(row?.id ?? 0);
  }

  async deleteBefore(time: string): Promise<void> {
    await this.db.deleteFrom('live_events').where('create_time', '<', time).execute();
  }
}
