import type { Kysely } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';

const SWEEP_EVERY_MS = 60_000;

/**
 * The nonces of signed calls, in the database so that a replay is refused by every app instance.
 * A nonce is held until its request's signing window has passed; after that the timestamp check
 * refuses the old request anyway, so the row may be taken again (and is swept).
 */
export class NonceStore {
  private lastSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly batcher: TransactionBatcher,
    private readonly clock: Clock,
  ) {}

  /** True when the nonce is new for this key (and is now taken), false when it was seen. */
  async claim(accessKey: string, nonce: string, expiresAtMs: number): Promise<boolean> {
    const now = this.clock.now().getTime();
    const taken = await this.batcher.run((trx) =>
      trx
        .insertInto('api_nonces')
        .values({ access_key: accessKey, nonce, expires_at: expiresAtMs })
        .onConflict((oc) =>
          oc
            .columns(['access_key', 'nonce'])
            .doUpdateSet({ expires_at: expiresAtMs })
            .where('api_nonces.expires_at', '<', now),
        )
        .returning('nonce')
        .executeTakeFirst(),
    );
    if (now - this.lastSweep > SWEEP_EVERY_MS) {
      this.lastSweep = now;
      await this.db.deleteFrom('api_nonces').where('expires_at', '<', now).execute();
    }
    return taken !== undefined;
  }
}
