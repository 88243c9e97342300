import type { Transaction } from 'kysely';
import { ErrorCode } from '@pesa/contract';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { NonceStore } from './nonce-store.ts';

/**
 * The nonce of one signed call, claimed exactly once. Most calls claim it in the signature check.
 * A money call (route config `nonceInTransaction`) claims it inside its own transaction instead,
 * so the nonce and the money commit together, once: a replay can never move money, and the call
 * costs one durable commit instead of two. Whatever the call does not claim (an answer without a
 * transaction: a refusal, a repeat) is claimed when its reply is sent (open-auth.plugin.ts).
 */
export class CallNonce {
  private claimed = false;

  constructor(
    private readonly store: NonceStore,
    private readonly accessKey: string,
    private readonly nonce: string,
    private readonly expiresAtMs: number,
  ) {}

  get isClaimed(): boolean {
    return this.claimed;
  }

  /** Claims it on its own, at once; -1103 when it was seen. */
  async claim(): Promise<void> {
    if (this.claimed) return;
    if (!(await this.store.claim(this.accessKey, this.nonce, this.expiresAtMs)))
      throw new AppError(ErrorCode.API_NONCE_REUSED);
    this.claimed = true;
  }

  /**
   * Claims it in the caller's transaction; -1103 when it was seen, which rolls the transaction
   * back. The caller reports the commit with `committed()`.
   */
  async claimIn(trx: Transaction<Database>): Promise<void> {
    if (this.claimed) return;
    if (!(await this.store.claimIn(trx, this.accessKey, this.nonce, this.expiresAtMs)))
      throw new AppError(ErrorCode.API_NONCE_REUSED);
  }

  /** The transaction that claimed it has committed. */
  committed(): void {
    this.claimed = true;
  }
}
