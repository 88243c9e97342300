import type { Kysely, Transaction } from 'kysely';
import type { Clock } from '../../../clock.ts';
import type { Database } from '../../../db/schema.ts';
import { preparedQuery, type Param } from '../../../db/prepared-query.ts';
import type { TransactionBatcher } from '../../../db/transaction-batcher.ts';

const SWEEP_EVERY_MS = 60_000;

// Every signed call claims one (db/prepared-query.ts): built and compiled once per dialect.
const claimNonce = preparedQuery(
  (db, p: Param<{ accessKey: string; nonce: string; expiresAt: number; now: number }>) =>
    db
      .insertInto('api_nonces')
      .values({ access_key: p('accessKey'), nonce: p('nonce'), expires_at: p('expiresAt') })
      .onConflict((oc) =>
        oc
          .columns(['access_key', 'nonce'])
          .doUpdateSet({ expires_at: p('expiresAt') })
          .where('api_nonces.expires_at', '<', p('now')),
      )
      .returning('nonce'),
);

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
    const taken = await this.batcher.run((trx) => this.claimIn(trx, accessKey, nonce, expiresAtMs));
    await this.sweep();
    return taken;
  }

  /** The same, in the caller's transaction: taken only if that transaction commits. */
  async claimIn(
    trx: Transaction<Database>,
    accessKey: string,
    nonce: string,
    expiresAtMs: number,
  ): Promise<boolean> {
    const now = this.clock.now().getTime();
    const taken = await claimNonce(trx, { accessKey, nonce, expiresAt: expiresAtMs, now });
    return taken.length > 0;
  }

  private async sweep(): Promise<void> {
    const now = this.clock.now().getTime();
    if (now - this.lastSweep <= SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    await this.db.deleteFrom('api_nonces').where('expires_at', '<', now).execute();
  }
}
