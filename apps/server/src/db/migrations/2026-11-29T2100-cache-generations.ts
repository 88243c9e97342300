import type { Kysely } from 'kysely';

/**
 * One row per cache topic (cache/cache-notices.ts), raised by every announced change. Every
 * authenticated call reads the table with its session or API key on PostgreSQL, so an instance
 * forgets a topic changed elsewhere before the call reads that cache, whenever the notice
 * arrives (docs/scaling.md, "Caches on several instances").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cache_generations')
    .addColumn('topic', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
