import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

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
}
