import type { Kysely } from 'kysely';
import { withId } from './column-types.ts';

/** Uploaded files, each owned by a main account; the bytes live in the file store. Frozen. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('files'))
    .addColumn('main_user_id', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.notNull())
    .addColumn('path', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('create_time', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('files_owner_idx')
    .on('files')
    .columns(['main_user_id', 'id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
