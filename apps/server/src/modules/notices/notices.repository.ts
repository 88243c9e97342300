import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, NoticeTable } from '../../db/schema.ts';
import { paginate } from '../../db/paginate.ts';

export class NoticesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Published items of a type, newest first; status 0 is published. */
  published(type: number, limit: number) {
    return this.db
      .selectFrom('notices')
      .selectAll()
      .where('type', '=', type)
      .where('status', '=', 0)
      .orderBy('publish_time', 'desc')
      .limit(limit)
      .execute();
  }

  /** Every item, drafts and hidden ones included, newest first: the operator's view. */
  async page(pageNum: number, pageSize: number, type?: number) {
    let query = this.db.selectFrom('notices');
    if (type !== undefined) query = query.where('type', '=', type);
    return paginate(query, { pageNum: pageNum, pageSize: pageSize }, (q) =>
      q.selectAll().orderBy('publish_time', 'desc').orderBy('id', 'desc'),
    );
  }

  async insert(row: Insertable<NoticeTable>): Promise<number> {
    const inserted = await this.db
      .insertInto('notices')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  /** True when the item existed. */
  async update(id: number, changes: Updateable<NoticeTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('notices')
      .set(changes)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async delete(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('notices').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
