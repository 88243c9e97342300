import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicCorridorsReply, publicRatesReply } from '@pesa/contract';
import { engines, startHarness, type Harness } from './harness.ts';
import { operatorToken } from './identity-helpers.ts';

const OPERATOR = { OPERATOR_USERNAME: 'ops.public', OPERATOR_PASSWORD: 'Operator-Passw0rd' };

describe.each(engines)('public service pages calls on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine, OPERATOR);
  });
  afterAll(async () => {
    await h.close();
  });

  it('/common/public/rates answers a visitor without a token, twice in a row', async () => {
    const first = await h.call('/common/public/rates');
    // A read carries no duplicate guard: the same call at once answers again.
    const again = await h.call('/common/public/rates');
    expect([first.code, again.code]).toEqual([200, 200]);
    const rates = publicRatesReply.parse(first.data);
    expect(rates.find((r) => r.pair === 'USD/KES')).toMatchObject({
      fromCurrency: 'USD',
      toCurrency: 'KES',
    });
    expect(Number(rates.find((r) => r.pair === 'USD/TZS')!.rate)).toBeGreaterThan(0);
  });

  it('shows an operator rate change at once (the cache is cleared)', async () => {
    const op = await operatorToken(h, OPERATOR.OPERATOR_USERNAME, OPERATOR.OPERATOR_PASSWORD);
    h.tick();
    const set = await h.call('/ops/rate/set', { pair: 'USD/KES', rate: '131.25' }, { token: op });
    expect(set.code).toBe(200);
    const rates = publicRatesReply.parse((await h.call('/common/public/rates')).data);
    expect(Number(rates.find((r) => r.pair === 'USD/KES')!.rate)).toBe(131.25);
  });

  it('/common/public/corridors lists cross-border payouts and funding per country, in both languages', async () => {
    const en = publicCorridorsReply.parse((await h.call('/common/public/corridors')).data);
    expect(en.map((c) => c.countryId).sort()).toEqual([254, 255]);
    const kenya = en.find((c) => c.countryId === 254)!;
    expect(kenya).toMatchObject({ countryName: 'Kenya', currencyCode: 'KES' });
    expect(kenya.payouts.map((m) => m.currencyCode)).toContain('CNY');
    expect(kenya.fundings.map((m) => m.currencyCode)).toContain('USD');
    const zhReply = await h.call('/common/public/corridors', {}, { lang: 'zh_CN' });
    const zh = publicCorridorsReply.parse(zhReply.data);
    expect(zh.find((c) => c.countryId === 255)!.countryName).toMatch(/[\u4e00-\u9fff]/);
  });

  it('rejects a body it does not take with -1008 and changes nothing', async () => {
    const bad = await h.call('/common/public/rates', 'not an object');
    expect(bad.code).toBe(-1008);
  });

  it('turns away an address that keeps asking (429)', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 125; i++) codes.add((await h.call('/common/public/corridors')).code);
    expect(codes.has(429)).toBe(true);
  });
});
