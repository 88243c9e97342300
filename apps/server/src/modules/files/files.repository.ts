import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The record of every uploaded file and the main account that owns it. */
export class FilesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    main_user_id: number;
    uploaded_by: number;
    path: string;
    mime: string;
    size: number;
    create_time: string;
  }) {
    await this.db.insertInto('files').values(row).execute();
  }

  /** The file at `path` only if `mainUserId` owns it. */
  owned(mainUserId: number, path: string) {
    return this.db
      .selectFrom('files')
      .selectAll()
      .where('path', '=', path)
      .where('main_user_id', '=', mainUserId)
      .executeTakeFirst();
  }

  byPath(path: string) {
    return this.db.selectFrom('files').selectAll().where('path', '=', path).executeTakeFirst();
  }
}
