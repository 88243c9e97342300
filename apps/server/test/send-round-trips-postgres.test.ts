import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByPhone, startHarness, type Harness } from './harness.ts';
import {
  addMpesaPayee,
  assets,
  MONEY_ENV,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';

/**
 * The statements this process sends to PostgreSQL while `work` runs. The pool's connections keep
 * the client's query method they were made with (db/named-statements.ts), so the recorder goes in
 * before the app starts and records only while asked to.
 */
let recording: string[] | null = null;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const config = args[0] as string | { text?: string };
  const text = typeof config === 'string' ? config : (config.text ?? '');
  recording?.push(text.replace(/\s+/g, ' ').trim());
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  recording = seen;
  try {
    await work();
  } finally {
    recording = null;
  }
  return seen;
}

/**
 * Every round trip to PostgreSQL costs both processes a wake-up, and while a wallet is locked it
 * is time the next send of that wallet waits (docs/scaling.md, "A send on PostgreSQL"). A send
 * alone makes six: the session, the duplicate guard, the recipient, and its transaction of one
 * statement that writes the order, its first event, its payout job and the hold.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a send on PostgreSQL', () => {
  let h: Harness;
  let token: string;
  let payeeId: number;
  const fundPassword = '864213';

  beforeAll(async () => {
    h = await startHarness('postgres', MONEY_ENV);
    const user = await registerByPhone(h);
    token = user.token;
    await setFundPassword(h, token, user.phone, user.national, fundPassword);
    payeeId = await addMpesaPayee(h, token);
    await topUp(h, token, '5000');
  });
  afterAll(async () => {
    await h.close();
    pg.Client.prototype.query = query;
  });

  const send = () => {
    h.tick();
    return h.call<{ status: number }>(
      '/order/create',
      { sn: newSn(), scope: 0, payeeId, payType: 2, currencyId: 404, amount: '10', fundPassword },
      { token },
    );
  };

  it('writes its order, event, payout job and hold in one statement, six round trips in all', async () => {
    // The first send creates the wallet's on-hold account and prepares the statements.
    expect((await send()).code).toBe(200);
    let reply: Awaited<ReturnType<typeof send>> | undefined;
    const statements = await statementsDuring(async () => (reply = await send()));
    expect(reply!.code).toBe(200);
    expect(reply!.data.status).toBe(0);

    const writing = (table: string) => statements.filter((s) => s.includes(`insert into ${table}`));
    const together = statements.filter(
      (s) =>
        s.includes('insert into orders') &&
        s.includes('insert into order_events') &&
        s.includes('insert into jobs') &&
        s.includes('insert into ledger_entries'),
    );
    expect(together).toHaveLength(1);
    for (const table of ['orders', 'order_events', 'jobs', 'ledger_entries'])
      expect(writing(table), table).toEqual(together);
    // The duplicate guard's sweep of expired rows comes at most once a second, not per send.
    const perSend = statements.filter((s) => !s.startsWith('delete from "duplicate_submits"'));
    expect(perSend, perSend.map((s) => s.slice(0, 60)).join('\n')).toHaveLength(6);
    expect(statements.filter((s) => /^(begin|commit)$/i.test(s))).toHaveLength(2);

    // What the statement wrote: the hold, and the payout that settles it.
    expect((await assets(h, token))?.onHold).not.toBe('0.00');
    await h.app.money.worker.runDue();
    expect(await assets(h, token)).toMatchObject({ onHold: '0.00' });
  });
});
