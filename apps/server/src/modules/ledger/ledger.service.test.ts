import { creditTopUp, userAccountKey } from '@pesa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { openTestDatabase } from '../../db/test-database.ts';
import { seedReferenceData } from '../../db/seed/seed-reference-data.ts';
import { LedgerService } from './ledger.service.ts';

const KES = 404;
const NOW = '2026-01-15T09:00:00.000Z';
const walletOf = (userId: number) => userAccountKey(userId, 'domestic', KES);
const topUp = (userId: number, reference: string) =>
  creditTopUp({ wallet: walletOf(userId), channel: 502, amount: 1000n, reference });

let db: Db;
let close: () => Promise<void>;
beforeEach(async () => {
  ({ db, close } = await openTestDatabase());
  await seedReferenceData(db.kysely, new ManualClock());
});
afterEach(() => close());

describe('LedgerService', () => {
  it('posts to the right account when an account id it remembers was rolled back and reused', async () => {
    const ledger = new LedgerService();
    // User 7's wallet is created, then found again (so its id is remembered), then rolled back.
    await expect(
      db.kysely.transaction().execute(async (trx) => {
        await ledger.apply(trx, topUp(7, 'T1'), 0, NOW);
        await ledger.apply(trx, topUp(7, 'T2'), 0, NOW);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // User 8's wallet may now take the id user 7's had.
    await db.kysely.transaction().execute((trx) => ledger.apply(trx, topUp(8, 'T3'), 0, NOW));
    await db.kysely.transaction().execute((trx) => ledger.apply(trx, topUp(7, 'T4'), 0, NOW));

    const accounts = await db.kysely
      .selectFrom('ledger_accounts')
      .select(['account_key', 'balance'])
      .where('account_key', 'in', [walletOf(7), walletOf(8)])
      .orderBy('account_key')
      .execute();
    expect(accounts.map((a) => [a.account_key, Number(a.balance)])).toEqual([
      [walletOf(7), 1000],
      [walletOf(8), 1000],
    ]);
    const reconciled = await db.kysely.transaction().execute((trx) => ledger.reconcile(trx));
    for (const account of reconciled) expect(Number(account.posted)).toBe(Number(account.balance));
  });
});
