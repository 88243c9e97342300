import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';

const DAY = 86_400_000;
type Rows = Array<Record<string, unknown>>;

describe.each(engines)('reference calls on %s', (engine) => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness(engine);
    token = (await registerByPhone(h)).token;
  });
  afterAll(async () => {
    await h.close();
  });

  const call = async (path: string, body: unknown = {}, lang: 'en_US' | 'zh_CN' = 'en_US') => {
    const reply = await h.call<Rows>(path, body, { token, lang });
    h.tick();
    return reply;
  };

  it('/common/country needs no token and lists the dialling-code countries', async () => {
    const reply = await h.call<Rows>('/common/country');
    expect(reply.code).toBe(200);
    expect(reply.data.map((c) => c.countryId)).toEqual(expect.arrayContaining([254, 255, 86]));
    expect(reply.data.find((c) => c.countryId === 254)).toMatchObject({
      iso2: 'KE',
      dialCode: '+254',
      currencyCode: 'KES',
      nameZh: '肯尼亚',
    });
  });

  it('every other reference call needs a session (-1001)', async () => {
    for (const path of [
      '/common/currency',
      '/common/currencyByCountryId/254',
      '/common/queryChannel',
      '/common/queryTransferType',
      '/common/exchangeRate/current',
    ]) {
      expect((await h.call(path, {})).code).toBe(-1001);
    }
    const get = await h.call('/common/queryChannelType/254', undefined, { method: 'GET' });
    expect(get.code).toBe(-1001);
  });

  it('/common/currency and /common/currencyByCountryId/{id} in both languages', async () => {
    const all = await call('/common/currency', {}, 'zh_CN');
    expect(all.data.find((c) => c.code === 'KES')).toMatchObject({ currencyId: 404, decimals: 2 });
    expect(all.data.find((c) => c.code === 'KES')!.name).toMatch(/[\u4e00-\u9fff]/);
    const kenya = await call('/common/currencyByCountryId/254');
    expect(kenya.data.map((c) => c.code).sort()).toEqual(['KES', 'USD']);
    expect((await call('/common/currencyByCountryId/999')).code).toBe(-1012);
    expect((await call('/common/currencyByCountryId/abc')).code).toBe(-1008);
  });

  it('/common/countryExtInfo describes one country', async () => {
    const reply = await h.call<Record<string, unknown>>(
      '/common/countryExtInfo',
      { countryId: 255 },
      { token, lang: 'zh_CN' },
    );
    expect(reply.data).toMatchObject({ countryId: 255, iso2: 'TZ', dialCode: '+255' });
    expect(reply.data.countryName).toMatch(/[\u4e00-\u9fff]/);
    expect((reply.data.currencies as Rows).map((c) => c.code).sort()).toEqual(['TZS', 'USD']);
    h.tick();
    expect((await call('/common/countryExtInfo', { countryId: 999 })).code).toBe(-1012);
    expect((await call('/common/countryExtInfo', {})).code).toBe(-1011);
  });

  it('GET /common/queryChannelType/{countryId} lists {type, channelType}', async () => {
    const get = (id: string) =>
      h.call<Rows>(`/common/queryChannelType/${id}`, undefined, { token, method: 'GET' });
    const tz = await get('255');
    expect(tz.data).toEqual([
      { type: 0, channelType: -1 },
      { type: 0, channelType: 0 },
      { type: 1, channelType: -1 },
      { type: 1, channelType: 0 },
    ]);
    expect((await get('254')).data).toHaveLength(6);
    expect((await get('999')).code).toBe(-1012);
    expect((await get('x')).code).toBe(-1008);
  });

  it('/common/queryChannel filters by country and scope', async () => {
    const tz = await call('/common/queryChannel', { countryId: 255, scope: 0 }, 'zh_CN');
    expect(tz.data.length).toBeGreaterThan(3);
    expect(tz.data.every((c) => c.countryId === 255 && c.scope === 0)).toBe(true);
    expect(tz.data.map((c) => c.payType)).toEqual(expect.arrayContaining([3, 6, 102, 103]));
    expect(tz.data.find((c) => c.payType === 102)!.name).toMatch(/[\u4e00-\u9fff]/);
    const all = await call('/common/queryChannel', {});
    expect(all.data.length).toBeGreaterThan(tz.data.length);
    expect((await call('/common/queryChannel', { scope: 5 })).code).toBe(-1008);
  });

  it('/common/queryTransferType and /common/choice/bankCodes', async () => {
    const types = await call('/common/queryTransferType');
    expect(types.data.map((t) => t.type)).toEqual([-1, 0, 2, 3, 5, 6, 7]);
    expect(types.data[0]).toEqual({ type: -1, name: 'Suspense' });
    const banks = await call('/common/choice/bankCodes', { countryId: 254 });
    expect(banks.data.every((b) => b.countryId === 254)).toBe(true);
    expect(banks.data).toContainEqual({
      countryId: 254,
      code: '68',
      name: 'Equity Bank Kenya',
      swiftCode: 'EQBLKENA',
    });
    expect((await call('/common/choice/bankCodes', { countryId: 999 })).code).toBe(-1012);
    expect((await call('/common/choice/bankCodes', { countryId: 'x' })).code).toBe(-1008);
  });

  it('/common/exchangeRate/current gives decimal-string rates per pair', async () => {
    const reply = await call('/common/exchangeRate/current');
    const usdKes = reply.data.find((r) => r.pair === 'USD/KES')!;
    expect(usdKes).toMatchObject({ fromCurrency: 'USD', toCurrency: 'KES', toCurrencyId: 404 });
    expect(usdKes.rate).toMatch(/^\d+(\.\d+)?$/);
    expect(Date.parse(usdKes.updateTime as string)).not.toBeNaN();
  });

  it('/common/exchangeRateHistory filters by pair and period, oldest first', async () => {
    const now = h.clock.now().getTime();
    const counts: number[] = [];
    for (const [period, span] of [
      ['yesterday', DAY],
      ['lastWeek', 7 * DAY],
      ['lastMonth', 30 * DAY],
      ['lastYear', 365 * DAY],
    ] as const) {
      const reply = await call('/common/exchangeRateHistory', { pair: 'USD/TZS', period });
      expect(reply.code).toBe(200);
      const times = reply.data.map((r) => Date.parse(r.updateTime as string));
      expect(reply.data.every((r) => r.pair === 'USD/TZS')).toBe(true);
      expect(Math.min(...times)).toBeGreaterThanOrEqual(now - span - 2 * 3_600_000);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      counts.push(times.length);
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[3]).toBeGreaterThan(counts[2]!);
    const zh = await call('/common/exchangeRateHistory', { pair: 'EUR/KES' }, 'zh_CN');
    expect(zh).toMatchObject({ code: -1016, msg: '币种汇率未配置' });
    const junk = await call('/common/exchangeRateHistory', { pair: 'usd-kes', period: 'ever' });
    expect(junk.code).toBe(-1008);
  });

  it('/common/sysNotice and /common/notice/3 serve stored items in the caller language', async () => {
    const en = await h.call<Rows>('/common/sysNotice');
    expect(en.code).toBe(200);
    expect(en.data.length).toBeGreaterThan(0);
    expect(en.data.every((n) => n.type === 1)).toBe(true);
    h.tick();
    const zh = await h.call<Rows>('/common/sysNotice', {}, { lang: 'zh_CN' });
    expect(zh.data[0]!.title).toMatch(/[\u4e00-\u9fff]/);
    const press = await h.call<Rows>('/common/notice/3');
    expect(press.data.length).toBeGreaterThan(0);
    expect(press.data.every((n) => n.type === 3)).toBe(true);

    // The lists come from the database: a new published row shows first, a draft never does.
    const at = new Date(h.clock.now().getTime() + 1_000).toISOString();
    const row = { type: 1, content_en: 'Body', content_zh: '正文', publish_time: at };
    await h.app.db.kysely
      .insertInto('notices')
      .values([
        { ...row, title_en: 'Maintenance tonight', title_zh: '今晚维护', status: 0 },
        { ...row, title_en: 'Draft item', title_zh: '草稿', status: 1 },
      ])
      .execute();
    h.tick();
    const after = await h.call<Rows>('/common/sysNotice', {}, { lang: 'zh_CN' });
    expect(after.data[0]).toMatchObject({ title: '今晚维护', content: '正文', publishTime: at });
    expect(after.data.map((n) => n.title)).not.toContain('草稿');
    expect(after.data).toHaveLength(zh.data.length + 1);
  });
});
