import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../src/clock.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest, migrations } from '../src/db/migrate.ts';
import { up } from '../src/db/migrations/2026-11-28T1810-wallet-send-corrections.ts';
import { seedReferenceData } from '../src/db/seed/seed-reference-data.ts';
import { TransactionsService } from '../src/modules/assets/transactions.service.ts';
import { LedgerService } from '../src/modules/ledger/ledger.service.ts';
import { OrderTransitions } from '../src/modules/orders/order-transitions.ts';
import { OrdersRepository } from '../src/modules/orders/orders.repository.ts';
import { createPostgresDatabase, engines } from './harness.ts';

const CORRECTIONS = '2026-11-28T1810-wallet-send-corrections';
const NOW = '2026-11-20T10:00:00.000Z';
const KES = 404;

/**
 * Issue 30, item 2: wallet sends made before they were paid inside the ledger sit in the
 * channel-0 settlement account. The migration credits their recipients with correcting entries.
 */
describe.each(engines)('wallet send corrections migration on %s', (engine) => {
  let db: Db;
  let cleanup: () => Promise<void>;
  const k = () => db.kysely;

  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pesa-migration-'));
    const pg = engine === 'postgres' ? await createPostgresDatabase() : null;
    db = openDatabase({ databaseUrl: pg?.url, dataDir });
    cleanup = async () => {
      await db.close();
      await pg?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await cleanup();
  });

  async function user(accountNo: string, parentId = 0, nickName: string | null = null) {
    const row = await k()
      .insertInto('users')
      .values({
        parent_id: parentId,
        account_no: accountNo,
        user_type: 2,
        country_id: 254,
        phone: null,
        email: null,
        nick_name: nickName,
        user_name: null,
        avatar: null,
        sex: null,
        remark: null,
        password_hash: 'x',
        fund_password_hash: null,
        audit_status: '-1',
        psp_flag: 0,
        mrp_flag: 0,
        status: 0,
        role_id: null,
        language: 'en_US',
        failed_logins: 0,
        locked_until: null,
        fund_locked_until: null,
        create_time: NOW,
        update_time: NOW,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow();
    return Number(row.user_id);
  }

  /** An entry as the code of the time wrote it: postings and cached balances together. */
  async function post(type: string, reference: string, legs: Array<[string, bigint]>) {
    await k()
      .transaction()
      .execute(async (trx) => {
        const entry = await trx
          .insertInto('ledger_entries')
          .values({
            entry_type: type,
            reference,
            description: type,
            created_by: 1,
            create_time: NOW,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [key, amount] of legs) {
          const [scope, owner, kind] = key.split(':') as [string, string, string];
          await trx
            .insertInto('ledger_accounts')
            .values({
              account_key: key,
              owner_user_id: scope === 'user' ? Number(owner) : 0,
              kind: scope === 'user' ? kind : scope === 'channel' ? 'settlement' : owner,
              currency_id: KES,
              channel: scope === 'channel' ? Number(owner) : null,
              balance: '0',
              create_time: NOW,
            })
            .onConflict((oc) => oc.column('account_key').doNothing())
            .execute();
          const account = await trx
            .updateTable('ledger_accounts')
            .set({ balance: sql`balance + ${amount.toString()}` })
            .where('account_key', '=', key)
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('ledger_postings')
            .values({
              entry_id: Number(entry.id),
              account_id: Number(account.id),
              currency_id: KES,
              amount: amount.toString(),
              create_time: NOW,
            })
            .execute();
        }
      });
  }

  /** A send of pay type 0 as it was made before: held, then "paid out" to channel 0 if PASS. */
  async function oldWalletSend(
    sender: number,
    sn: string,
    account: string,
    amount: bigint,
    fee: bigint,
    status: 0 | 1,
    payType = 0,
  ) {
    const wallet = `user:${sender}:domestic:404`;
    const onHold = `user:${sender}:on_hold:404`;
    await k()
      .insertInto('orders')
      .values({
        sn,
        main_user_id: sender,
        user_id: sender,
        kind: 0,
        scope: 0,
        pay_type: payType,
        currency_id: KES,
        amount: amount.toString(),
        fee_amount: fee.toString(),
        tax_fee: '0',
        pay_amount: (amount + fee).toString(),
        rate: '1',
        to_currency_id: KES,
        to_amount: amount.toString(),
        received_amount: amount.toString(),
        status,
        payee_id: null,
        payee_snapshot: JSON.stringify({ name: 'My friend', account, countryId: 254 }),
        details: JSON.stringify({ remark: 'rent' }),
        third_order_no: null,
        fail_reason: null,
        create_time: NOW,
        update_time: NOW,
        payout_time: null,
        audit_time: null,
      })
      .execute();
    await post('send_hold', sn, [
      [wallet, -(amount + fee)],
      [onHold, amount + fee],
    ]);
    if (status === 1)
      await post('send_settle', sn, [
        [onHold, -(amount + fee)],
        [`channel:${payType}:settlement:404`, amount],
        ['system:fees:404', fee],
      ]);
  }

  const balance = async (key: string) => {
    const row = await k()
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('account_key', '=', key)
      .executeTakeFirst();
    return row ? BigInt(row.balance) : 0n;
  };
  const order = (sn: string) =>
    k().selectFrom('orders').selectAll().where('sn', '=', sn).executeTakeFirstOrThrow();
  const postings = () =>
    k()
      .selectFrom('ledger_postings')
      .select(['id', 'account_id', 'amount'])
      .orderBy('id')
      .execute();

  it('credits each recipient from the settlement account once, and refunds a send to nobody', async () => {
    const before = Object.fromEntries(
      Object.entries(migrations).filter(([name]) => name !== CORRECTIONS),
    );
    const earlier = new Migrator({
      db: db.kysely,
      provider: { getMigrations: async () => before },
      allowUnorderedMigrations: true,
    });
    expect((await earlier.migrateToLatest()).error).toBeUndefined();
    await seedReferenceData(db.kysely, systemClock);

    const alice = await user('4000000011');
    const bob = await user('4000000029', 0, 'Bobby');
    const bobsMember = await user('4000000037', bob);
    await k()
      .insertInto('kyc_applications')
      .values({
        main_user_id: alice,
        user_type: 2,
        data: JSON.stringify({ fullName: 'Alice Wanjiru' }),
        status: '0',
        reject_reason: null,
        first_reviewer_id: null,
        submit_time: null,
        review_time: null,
        create_time: NOW,
        update_time: NOW,
      })
      .execute();
    expect(bobsMember).toBeGreaterThan(0);
    await post('top_up', 'R1', [
      ['channel:502:settlement:404', -1_000_000n],
      [`user:${alice}:domestic:404`, 1_000_000n],
    ]);
    await oldWalletSend(alice, 'P1', '4000000029', 100_000n, 1_000n, 1);
    await oldWalletSend(alice, 'P2', '4000000037', 50_000n, 500n, 1);
    await oldWalletSend(alice, 'P3', '4999999990', 20_000n, 200n, 1);
    await oldWalletSend(alice, 'P4', '4000000029', 30_000n, 300n, 0);
    await oldWalletSend(alice, 'M1', '0722000111', 10_000n, 100n, 1, 2);
    expect(await balance('channel:0:settlement:404')).toBe(170_000n);
    const aliceBefore = await balance(`user:${alice}:domestic:404`);
    const feesBefore = await balance('system:fees:404');
    const kept = await postings();

    await migrateToLatest(db);

    // Bob gets P1 and P2 (his member's number is his money), Alice P3 back whole, fee included.
    expect(await balance(`user:${bob}:domestic:404`)).toBe(150_000n);
    expect(await balance(`user:${bobsMember}:domestic:404`)).toBe(0n);
    expect(await balance(`user:${alice}:domestic:404`)).toBe(aliceBefore + 20_200n);
    expect(await balance('system:fees:404')).toBe(feesBefore - 200n);
    expect(await balance('channel:0:settlement:404')).toBe(0n);
    // A rail's payout is not touched.
    expect(await balance('channel:2:settlement:404')).toBe(10_000n);
    expect((await order('M1')).counter_account_key).toBeNull();

    // Nothing written before changed; the corrections are new entries by the system.
    expect((await postings()).slice(0, kept.length)).toEqual(kept);
    const corrections = await k()
      .selectFrom('ledger_entries')
      .select(['reference', 'created_by', 'description'])
      .where('entry_type', '=', 'wallet_send_correction')
      .orderBy('reference')
      .execute();
    expect(corrections.map((c) => [c.reference, c.created_by])).toEqual([
      ['P1', 0],
      ['P2', 0],
      ['P3', 0],
    ]);
    expect(corrections[2]!.description).toMatch(/refunded/);

    // The orders now name the recipient, so both histories show who paid whom.
    const p1 = await order('P1');
    expect(p1.counter_account_key).toBe(`user:${bob}:domestic:404`);
    expect(JSON.parse(p1.details)).toMatchObject({
      remark: 'rent',
      senderName: 'Alice Wanjiru',
      senderAccountNo: '4000000011',
      recipientName: 'My friend',
      recipientAccountNo: '4000000029',
    });
    const history = await new TransactionsService(db.kysely).page({ mainUserId: bob }, 1, 10);
    expect(history.rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entryType: 'wallet_send_correction',
          reference: 'P1',
          amount: '1000.00',
          counterparty: { role: 'sender', name: 'Alice Wanjiru', accountNo: '4000000011' },
        }),
      ]),
    );

    // Running it again credits nobody twice.
    const after = await postings();
    await up(db.kysely as unknown as Kysely<unknown>);
    expect(await postings()).toEqual(after);
    expect(await balance(`user:${bob}:domestic:404`)).toBe(150_000n);

    // The send still held when the migration ran pays Bob when the channel answers, not channel 0.
    const p4 = await order('P4');
    expect(p4.counter_account_key).toBe(`user:${bob}:domestic:404`);
    const transitions = new OrderTransitions(new OrdersRepository(db.kysely), new LedgerService());
    await db.kysely
      .transaction()
      .execute((trx) =>
        transitions.move(trx, p4, 1, { type: 'channel', id: 0 }, 'paid', new Date().toISOString()),
      );
    expect(await balance(`user:${bob}:domestic:404`)).toBe(180_000n);
    expect(await balance('channel:0:settlement:404')).toBe(0n);

    // Every cached balance equals its postings, and the ledger sums to zero.
    const accounts = await k().selectFrom('ledger_accounts').select(['id', 'balance']).execute();
    const sums = new Map<number, bigint>();
    for (const p of await postings())
      sums.set(Number(p.account_id), (sums.get(Number(p.account_id)) ?? 0n) + BigInt(p.amount));
    for (const a of accounts) expect(sums.get(Number(a.id)) ?? 0n).toBe(BigInt(a.balance));
    expect(accounts.reduce((sum, a) => sum + BigInt(a.balance), 0n)).toBe(0n);
  });
});
