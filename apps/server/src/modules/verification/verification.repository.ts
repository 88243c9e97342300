import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export class VerificationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  latest(target: string, scene: string) {
    return this.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('target', '=', target)
      .where('scene', '=', scene)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Issues a code and retires every earlier one for the same target and scene. */
  async replace(row: {
    target: string;
    scene: string;
    code_hash: string;
    created_at: string;
    expires_at: string;
  }) {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('verification_codes')
        .set({ consumed_at: row.created_at })
        .where('target', '=', row.target)
        .where('scene', '=', row.scene)
        .where('consumed_at', 'is', null)
        .execute();
      await trx
        .insertInto('verification_codes')
        .values({ ...row, attempts: 0, consumed_at: null })
        .execute();
    });
  }

  /**
   * Takes one of the code's allowed guesses before the code is compared, in one conditional
   * update, so parallel guesses can never exceed the limit. False when the code is used, dead or
   * out of guesses.
   */
  async takeGuess(id: number, maxAttempts: number): Promise<boolean> {
    const result = await this.db
      .updateTable('verification_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('attempts', '<', maxAttempts)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** After a wrong guess: the code dies once its last allowed guess is spent. */
  async retireIfSpent(id: number, maxAttempts: number, at: string): Promise<void> {
    await this.db
      .updateTable('verification_codes')
      .set({ consumed_at: at })
      .where('id', '=', id)
      .where('attempts', '>=', maxAttempts)
      .where('consumed_at', 'is', null)
      .execute();
  }

  /** Marks the code used; false if a concurrent request used it first. */
  async consume(id: number, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('verification_codes')
      .set({ consumed_at: at })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
