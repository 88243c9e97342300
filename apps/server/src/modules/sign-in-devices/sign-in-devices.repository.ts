import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class SignInDevicesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Whether the person has signed in from any device before (kept since the table exists). */
  async any(userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sign_in_devices')
      .select('user_id')
      .where('user_id', '=', userId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A device seen for the first time; false when another sign-in wrote it first. */
  async insertNew(userId: number, hash: string, now: string): Promise<boolean> {
    const row = await this.db
      .insertInto('sign_in_devices')
      .values({ user_id: userId, device_hash: hash, first_seen: now, last_seen: now })
      .onConflict((oc) => oc.columns(['user_id', 'device_hash']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Marks the device seen now; true when it had not been seen since `staleBefore` (so it counts
   * as new again). Only one of two sign-ins at once moves a stale row.
   */
  async touch(userId: number, hash: string, now: string, staleBefore: string): Promise<boolean> {
    const stale = await this.db
      .updateTable('sign_in_devices')
      .set({ last_seen: now })
      .where('user_id', '=', userId)
      .where('device_hash', '=', hash)
      .where('last_seen', '<', staleBefore)
      .returning('user_id')
      .executeTakeFirst();
    if (stale) return true;
    await this.db
      .updateTable('sign_in_devices')
      .set({ last_seen: now })
      .where('user_id', '=', userId)
      .where('device_hash', '=', hash)
      .execute();
    return false;
  }
}
