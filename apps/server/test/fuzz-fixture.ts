import { createHash, createHmac, generateKeyPairSync, sign } from 'node:crypto';
import type { Engine } from '../src/db/database.ts';
import { registerByPhone, startHarness, type Harness } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken, uploadPng } from './identity-helpers.ts';
import type { Dictionary } from './fuzz-arbitraries.ts';
import {
  addMpesaPayee,
  ledgerReconciles,
  MONEY_ENV,
  newSn,
  setFundPassword,
  topUp,
} from './money-helpers.ts';

const OPERATOR = { username: 'ops.fuzz', password: 'Operator-Passw0rd' };
/**
 * The admin the operator pass signs in as, when it starts. Operator sessions end after 15 idle
 * minutes of the test clock, which the passes before it move by hours; and this name is not in
 * the dictionary, so nothing the fuzzer sends can lock it out first.
 */
const PASS_OPERATOR = { username: 'ops.fuzz.pass', password: 'Operator-Pass-Passw0rd' };
const CALLBACK_SECRET = 'fuzz-callback-secret-0123456789abcdef';
const FUND_PASSWORD = '135790';
const cobo = generateKeyPairSync('ed25519');

/**
 * The fuzz server: money suites' settings, the cheapest password hashing the config allows and no
 * per-address login limit (every injected call comes from one address).
 */
const FUZZ_ENV = {
  ...relaxedEnv,
  ...MONEY_ENV,
  PASSWORD_HASH_COST: '10',
  // Each call moves the clock past the duplicate guard: hours pass in a run, so sessions last.
  SESSION_IDLE_MINUTES: '100000',
  SESSION_ABSOLUTE_HOURS: '10000',
  OPERATOR_USERNAME: OPERATOR.username,
  OPERATOR_PASSWORD: OPERATOR.password,
  CHANNEL_CALLBACK_SECRET: CALLBACK_SECRET,
  COBO_PUBLIC_KEY: Buffer.from(cobo.publicKey.export({ format: 'jwk' }).x!, 'base64url').toString(
    'hex',
  ),
};

export interface FuzzWorld {
  h: Harness;
  /** A session of the funded account: a KES balance, a fund password and an M-Pesa payee. */
  customerToken: string;
  /** Signs the pass's admin in (password and second factor); its session's token. */
  signInOperator(): Promise<string>;
  dict: Dictionary;
  /** The last ledger entry before fuzzing: every later one must be explained by an order. */
  ledgerMark: number;
  /** Headers that make `raw` an authentic notification of the provider behind `path`. */
  signCallback(path: string, raw: string): Record<string, string>;
}

export async function startFuzzWorld(engine: Engine): Promise<FuzzWorld> {
  const h = await startHarness(engine, FUZZ_ENV);
  // Signed in before any fuzzing, so no lock-out the fuzzer sets off can keep them out.
  const operator = { data: await operatorToken(h, OPERATOR.username, OPERATOR.password) };
  h.tick();
  const added = await h.call(
    '/ops/operator/add',
    { ...PASS_OPERATOR, role: 'admin' },
    { token: operator.data },
  );
  if (added.code !== 200) throw new Error(`operator add: ${added.code} ${added.msg}`);
  // The funded account's password is not in the dictionary: the fuzzer cannot change it.
  const user = await registerByPhone(h, { password: 'Funded-Passw0rd' });
  await setFundPassword(h, user.token, user.phone, user.national, FUND_PASSWORD);
  await topUp(h, user.token, '5000');
  const payeeId = await addMpesaPayee(h, user.token);
  h.tick();
  const sent = await h.call<{ sn: string }>(
    '/order/create',
    {
      sn: newSn('F'),
      scope: 0,
      payeeId,
      payType: 2,
      currencyId: 404,
      amount: '10',
      fundPassword: FUND_PASSWORD,
    },
    { token: user.token },
  );
  if (sent.code !== 200) throw new Error(`fuzz set-up send: ${sent.code} ${sent.msg}`);
  const file = await uploadPng(h, user.token);
  h.tick();
  const deposit = await h.call<{ address: string }>(
    '/cobo/address',
    { scope: 0, coin: 'TRON_USDT' },
    { token: user.token },
  );
  if (deposit.code !== 200) throw new Error(`fuzz set-up address: ${deposit.code} ${deposit.msg}`);
  const order = await h.app.db.kysely
    .selectFrom('orders')
    .select('id')
    .where('sn', '=', sent.data.sn)
    .executeTakeFirstOrThrow();
  // A second, empty account whose phone the fuzzer knows: wrong passwords lock it, not the funded one.
  const decoy = await registerByPhone(h);
  const { id: userId } = await h.app.db.kysely
    .selectFrom('users')
    .select('user_id as id')
    .where('phone', '=', user.phone)
    .executeTakeFirstOrThrow();
  const mark = await h.app.db.kysely
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirstOrThrow();

  const reference = await h.app.db.kysely
    .selectFrom('payment_channels')
    .select(['country_id', 'pay_type', 'currency_id'])
    .execute();
  const dict: Dictionary = {
    ints: [
      ...new Set([
        0,
        1,
        2,
        3,
        payeeId,
        userId,
        ...reference.flatMap((r) => [r.country_id, r.pay_type, r.currency_id]),
      ]),
    ],
    strings: [
      FUND_PASSWORD,
      sent.data.sn,
      file,
      decoy.national,
      decoy.phone,
      'Secret123',
      OPERATOR.username,
      'USD/KES',
      'TRON_USDT',
      'completed',
      '254',
      '404',
      '10',
      '0.01',
    ],
    named: {
      payeeId: [payeeId],
      fundPassword: [FUND_PASSWORD],
      sn: [sent.data.sn],
      scope: [0],
      countryId: [254],
      currencyId: [404],
      fromCurrencyId: [404, 840],
      toCurrencyId: [840, 404, 156, 834, 800],
      payType: [2],
      type: [2],
      phone: [decoy.national, '0722000111'],
      email: ['fuzz.customer@example.com'],
      coin: ['TRON_USDT', 'ETH_USDT'],
      agree: [true],
      // What signed provider notifications name: the send's rail reference, the deposit address.
      reference: [`PB${order.id}`],
      address: [deposit.data.address],
      kind: ['payout', 'collection'],
      resultCode: ['0', '2001'],
      ...Object.fromEntries(
        ['avatar', 'proofFile', 'exchangeFile', 'detailFile', 'contractFile', 'idFrontFile'].map(
          (name) => [name, [file]],
        ),
      ),
    },
  };

  return {
    h,
    customerToken: user.token,
    signInOperator: () => operatorToken(h, PASS_OPERATOR.username, PASS_OPERATOR.password),
    dict,
    ledgerMark: Number(mark.id ?? 0),
    signCallback(path, raw): Record<string, string> {
      const now = h.clock.now().getTime();
      if (path.includes('/cobo/')) {
        const once = createHash('sha256').update(`${raw}|${now}`).digest();
        const digest = createHash('sha256').update(once).digest();
        return {
          'BIZ-TIMESTAMP': String(now),
          'BIZ-RESP-SIGNATURE': sign(null, digest, cobo.privateKey).toString('hex'),
        };
      }
      const timestamp = String(Math.floor(now / 1000));
      return {
        'x-sim-timestamp': timestamp,
        'x-sim-signature': createHmac('sha256', CALLBACK_SECRET)
          .update(`${timestamp}.${raw}`)
          .digest('hex'),
      };
    },
  };
}

/**
 * Why the fuzzer's money check holds or not. Sends the fuzzer makes with the account's real fund
 * password are legitimate, so "no money moved" means: the ledger balances (every cached balance
 * equals its postings, every currency sums to zero), no customer wallet is negative, and every
 * entry since `mark` is an order or a conversion of the very account whose wallets it touches.
 */
export async function unexplainedMoney(h: Harness, mark: number): Promise<string[]> {
  const k = h.app.db.kysely;
  const problems: string[] = [];
  if (!(await ledgerReconciles(h))) problems.push('the ledger does not reconcile');
  const negative = await k
    .selectFrom('ledger_accounts')
    .select('account_key')
    .where('owner_user_id', '!=', 0)
    .where('balance', '<', 0)
    .execute();
  problems.push(...negative.map((a) => `${a.account_key} is negative`));
  const touched = await k
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_postings as p', 'p.entry_id', 'e.id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['e.id', 'e.reference', 'a.owner_user_id as owner'])
    .where('e.id', '>', mark)
    .where('a.owner_user_id', '!=', 0)
    .execute();
  for (const { id, reference, owner } of touched) {
    const order = await k
      .selectFrom('orders')
      .select('id')
      .where('sn', '=', reference)
      .where('main_user_id', '=', owner)
      .executeTakeFirst();
    const quote = await k
      .selectFrom('fx_quotes')
      .select('id')
      .where('quote_id', '=', reference)
      .where('main_user_id', '=', owner)
      .where('used_time', 'is not', null)
      .executeTakeFirst();
    if (!order && !quote) problems.push(`entry ${id} (${reference}) moved money of user ${owner}`);
  }
  return problems;
}
