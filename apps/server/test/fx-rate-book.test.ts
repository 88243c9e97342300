import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness, type Reply } from './harness.ts';
import { relaxedEnv } from './helpers.ts';
import { operatorToken } from './operator-helpers.ts';
import { assets, ledgerReconciles, MONEY_ENV, topUp } from './money-helpers.ts';

type Rate = { pair: string; rate: string; spreadBps: number; forwardRate: string };
type Quote = { quoteId: string; toAmount: string; rate: string };
type Refusal = { kycUrl: string; window: string; remainingUsd: string };

const OPS = { OPERATOR_USERNAME: 'ops.rates', OPERATOR_PASSWORD: 'Operator-Passw0rd' };
const KES = 404;
const USD = 840;
const TZS = 834;

/** Issue 30 item 1: rates come from one set of USD mids with a spread, so no cycle of conversions pays. */
describe.each(engines)('the rate book on %s', (engine) => {
  let h: Harness;
  let op: string;

  const call = <T = unknown>(path: string, body: unknown, token: string, lang?: 'zh_CN') => {
    h.tick();
    return h.call<T>(path, body, { token, lang });
  };
  const rates = async () => (await call<Rate[]>('/ops/rate/list', {}, op)).data;
  const rateOf = async (pair: string) => (await rates()).find((r) => r.pair === pair)!;
  const convert = async (token: string, from: number, to: number, amount: string) => {
    const quote = await call<Quote>(
      '/fx/quote',
      { fromCurrencyId: from, toCurrencyId: to, amount, scope: 0 },
      token,
    );
    if (quote.code !== 200) return quote as Reply<unknown>;
    return call<{ receivedAmount: string }>('/fx/convert', { quoteId: quote.data.quoteId }, token);
  };

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, ...relaxedEnv, ...OPS });
    op = await operatorToken(h, OPS.OPERATOR_USERNAME, OPS.OPERATOR_PASSWORD);
  });
  afterAll(async () => {
    await h.close();
  });

  it('derives the cross pairs from the USD mids and refuses a cross rate set on its own', async () => {
    // The rates of the probe that turned 12 000 KES into 14 233.33 KES.
    expect((await call('/ops/rate/set', { pair: 'USD/KES', rate: '126.602' }, op)).code).toBe(200);
    expect((await call('/ops/rate/set', { pair: 'USD/TZS', rate: '2425.849' }, op)).code).toBe(200);
    expect((await rateOf('KES/TZS')).rate).toBe('19.161222');

    const cross = await call<Array<{ field: string; message: string }>>(
      '/ops/rate/set',
      { pair: 'KES/TZS', rate: '18.993009' },
      op,
    );
    expect(cross.code).toBe(-1008);
    expect(cross.data).toEqual([
      {
        field: 'pair',
        message: 'This rate is derived from each currency’s rate against USD; set those instead',
      },
    ]);
    const zh = await call<Array<{ message: string }>>(
      '/ops/rate/set',
      { pair: 'KES/TZS', rate: '18.993009' },
      op,
      'zh_CN',
    );
    expect(zh.data[0]!.message).toBe(
      '该汇率由两种货币各自对美元的汇率推算得出，请改为设置对美元汇率',
    );
    expect((await rateOf('KES/TZS')).rate).toBe('19.161222');
  });

  it('makes every round of KES → USD → TZS → KES end with less than it started', async () => {
    const { token } = await registerByPhone(h);
    await topUp(h, token, '12000');
    let kes = 1_200_000n;
    for (let cycle = 0; cycle < 3; cycle++) {
      const usd = await convert(token, KES, USD, (kes / 100n).toString());
      expect(usd.code).toBe(200);
      const usdHeld = (await assets(h, token, 'USD'))!.domestic;
      const tzs = await convert(token, USD, TZS, usdHeld);
      expect(tzs.code).toBe(200);
      const tzsHeld = (await assets(h, token, 'TZS'))!.domestic;
      expect((await convert(token, TZS, KES, tzsHeld)).code).toBe(200);
      const after = BigInt((await assets(h, token, 'KES'))!.domestic.replace('.', ''));
      expect(after).toBeLessThan(kes);
      kes = after;
    }
    // Three spreads of 0.50 % a cycle: about 1.5 % lost each time, never gained.
    expect(Number(kes) / 1_200_000).toBeLessThan(0.96);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it('refuses a spread below the minimum or above the maximum, and changes nothing', async () => {
    for (const spreadBps of [0, 9, 1001]) {
      const reply = await call<Array<{ field: string; message: string }>>(
        '/ops/rate/spread',
        { pair: 'USD/KES', spreadBps },
        op,
      );
      expect(reply.code).toBe(-1008);
      expect(reply.data[0]).toEqual({
        field: 'spreadBps',
        message: 'The spread must be a whole number of basis points from 10 to 1000',
      });
    }
    expect((await rateOf('USD/KES')).spreadBps).toBe(50);
  });

  it('quotes a spread an operator sets at once, and audits it', async () => {
    expect((await call('/ops/rate/spread', { pair: 'USD/KES', spreadBps: 120 }, op)).code).toBe(
      200,
    );
    const usdKes = await rateOf('USD/KES');
    expect(usdKes).toMatchObject({ rate: '126.602', spreadBps: 120, forwardRate: '125.08277' });
    const { token } = await registerByPhone(h);
    const quote = await call<Quote>(
      '/fx/quote',
      { fromCurrencyId: USD, toCurrencyId: KES, amount: '10', scope: 0 },
      token,
    );
    expect(quote.data).toMatchObject({ rate: '125.08277', toAmount: '1250.82' });
    const audit = await h.app.db.kysely
      .selectFrom('operator_audit')
      .select(['action', 'target', 'detail'])
      .where('action', '=', 'spreadSet')
      .execute();
    expect(audit).toEqual([{ action: 'spreadSet', target: 'USD/KES', detail: '120' }]);
  });

  it('brings a cross mid written before derivation back in line at start', async () => {
    await h.app.db.kysely
      .updateTable('exchange_rates')
      .set({ rate: '18.993009' })
      .where('pair', '=', 'KES/TZS')
      .execute();
    await h.app.money.rateBook.align();
    expect((await rateOf('KES/TZS')).rate).toBe('19.161222');
    const history = await call<Array<{ rate: string }>>(
      '/ops/rate/history',
      { pair: 'KES/TZS', period: 'yesterday' },
      op,
    );
    expect(history.data.at(-1)?.rate).toBe('19.161222');
  });
});

/** Conversions count in the unverified-account limits like sends (docs/money.md). */
describe.each(engines)('conversions of an unverified account on %s', (engine) => {
  let h: Harness;
  const call = <T = unknown>(path: string, body: unknown, token: string) => {
    h.tick();
    return h.call<T>(path, body, { token });
  };
  const quote = (token: string, amount: string) =>
    call<Quote & Refusal>(
      '/fx/quote',
      { fromCurrencyId: KES, toCurrencyId: USD, amount, scope: 0 },
      token,
    );

  beforeAll(async () => {
    h = await startHarness(engine, {
      ...relaxedEnv,
      CHANNEL_SIMULATOR_DELAY_MS: '0',
      CHANNEL_SIMULATOR_FAILURE_RATE: '0',
      CHANNEL_SIMULATOR_DUPLICATE_RATE: '0',
    });
    // 12 920 KES is exactly 100 USD at mid: the per-order limit; the day allows 200 USD.
    await h.app.db.kysely
      .updateTable('exchange_rates')
      .set({ rate: '129.2' })
      .where('pair', '=', 'USD/KES')
      .execute();
  });
  afterAll(async () => {
    await h.close();
  });

  it('refuses a conversion above the per-order limit when it is priced', async () => {
    const { token } = await registerByPhone(h);
    const over = await quote(token, '12921');
    expect(over.code).toBe(1000);
    expect(over.data.kycUrl).toBe('/home/kyc');
  });

  it('counts conversions in the rolling day, refusing the one past it and moving nothing', async () => {
    const { token } = await registerByPhone(h);
    await topUp(h, token, '12920');
    const first = await quote(token, '12920');
    expect((await call('/fx/convert', { quoteId: first.data.quoteId }, token)).code).toBe(200);
    // 100 USD topped up and 100 USD converted: the day's 200 USD is used.
    const usd = (await assets(h, token, 'USD'))!.domestic;
    const back = await call<Quote>(
      '/fx/quote',
      { fromCurrencyId: USD, toCurrencyId: KES, amount: '1', scope: 0 },
      token,
    );
    const refused = await call<Refusal>('/fx/convert', { quoteId: back.data.quoteId }, token);
    expect(refused.code).toBe(1000);
    expect(refused.data).toMatchObject({ window: 'daily', remainingUsd: '0.00' });
    expect((await assets(h, token, 'USD'))!.domestic).toBe(usd);
    // The refused quote was not spent: nothing of it is in the history.
    expect((await call('/fx/history', { pageNum: 1, pageSize: 10 }, token)).total).toBe(1);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
