import type { Kysely } from 'kysely';

/**
 * Which worker holds a job: `locked_by` names the instance that claimed it last (host, process id
 * and a random tag, jobs/job-queue.ts). The holder renews its lease while the job runs and only
 * the holder records how it ended, so a dead instance's jobs pass to another once their lease
 * runs out, and a slow but living one's are not taken from it. Null until first claimed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('locked_by', 'varchar(120)').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
