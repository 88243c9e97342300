import { creditTopUp, fundCrossBorder, holdForSend, userAccountKey } from '@pesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InsufficientFundsError, LedgerService } from '../src/modules/ledger/ledger.service.ts';
import { engines, startHarness, type Harness } from './harness.ts';

const KES = 404;
const NOW = '2026-01-15T09:00:00.000Z';
const walletOf = (userId: number) => userAccountKey(userId, 'domestic', KES);
const onHoldOf = (userId: number) => userAccountKey(userId, 'on_hold', KES);
const hold = (userId: number, total: bigint, reference: string) =>
  holdForSend({ wallet: walletOf(userId), amount: total, fee: 0n, taxFee: 0n, reference });

/**
 * The ledger's journal entries on each engine (on PostgreSQL one statement per entry,
 * modules/ledger/postgres-entry.ts): accounts appear on first use, an entry that would overdraw
 * a wallet leaves nothing behind, and concurrent entries on one wallet never take it below zero.
 */
describe.each(engines)('journal entries on %s', (engine) => {
  let h: Harness;
  const ledger = new LedgerService();
  const apply = (entry: Parameters<LedgerService['apply']>[1]) =>
    h.app.db.kysely.transaction().execute((trx) => ledger.apply(trx, entry, 0, NOW));
  const balances = async (keys: string[]) => {
    const rows = await h.app.db.kysely
      .selectFrom('ledger_accounts')
      .select(['account_key', 'balance'])
      .where('account_key', 'in', keys)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.account_key, Number(row.balance)]));
  };
  const entriesOf = async (reference: string) =>
    h.app.db.kysely
      .selectFrom('ledger_entries')
      .innerJoin('ledger_postings', 'ledger_postings.entry_id', 'ledger_entries.id')
      .select(['ledger_postings.amount'])
      .where('ledger_entries.reference', '=', reference)
      .execute();

  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(() => h.close());

  it('creates the accounts an entry names on first use, and posts it', async () => {
    await apply(
      creditTopUp({ wallet: walletOf(901), channel: 502, amount: 1000n, reference: 'E1' }),
    );
    expect((await balances([walletOf(901)]))[walletOf(901)]).toBe(1000);
    expect((await entriesOf('E1')).reduce((sum, p) => sum + Number(p.amount), 0)).toBe(0);
  });

  it('writes nothing of an entry that would overdraw a wallet', async () => {
    await apply(
      creditTopUp({ wallet: walletOf(902), channel: 502, amount: 500n, reference: 'E2' }),
    );
    await apply(hold(902, 100n, 'E3'));
    await expect(apply(hold(902, 401n, 'E4'))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balances([walletOf(902), onHoldOf(902)])).toEqual({
      [walletOf(902)]: 400,
      [onHoldOf(902)]: 100,
    });
    expect(await entriesOf('E4')).toEqual([]);
  });

  it('lets concurrent holds on one wallet take exactly what it holds', async () => {
    await apply(
      creditTopUp({ wallet: walletOf(903), channel: 502, amount: 2000n, reference: 'E5' }),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => apply(hold(903, 100n, `E6-${i}`))),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect(outcome.reason).toBeInstanceOf(InsufficientFundsError);
    expect(await balances([walletOf(903), onHoldOf(903)])).toEqual({
      [walletOf(903)]: 0,
      [onHoldOf(903)]: 2000,
    });
    const reconciled = await h.app.db.kysely.transaction().execute((trx) => ledger.reconcile(trx));
    for (const account of reconciled) expect(Number(account.posted)).toBe(Number(account.balance));
  });

  it('creates an account that sorts before a locked one while others wait, without deadlock', async () => {
    // The cross-border wallet does not exist yet and its key sorts before the domestic one's.
    await apply(
      creditTopUp({ wallet: walletOf(904), channel: 502, amount: 1000n, reference: 'E7' }),
    );
    const move = (i: number) =>
      fundCrossBorder({
        ownerUserId: 904,
        fromCurrencyId: KES,
        toCurrencyId: KES,
        amount: 300n,
        receivedAmount: 300n,
        reference: `E8-${i}`,
      });
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => apply(move(i))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3);
    for (const outcome of outcomes)
      if (outcome.status === 'rejected')
        expect(outcome.reason).toBeInstanceOf(InsufficientFundsError);
    const crossBorder = userAccountKey(904, 'cross_border', KES);
    expect(await balances([walletOf(904), crossBorder])).toEqual({
      [walletOf(904)]: 100,
      [crossBorder]: 900,
    });
  });
});
