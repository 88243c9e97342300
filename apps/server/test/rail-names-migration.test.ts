import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../src/db/migrations/2026-11-24T2030-rail-names.ts';
import { engines, startHarness, type Harness } from './harness.ts';

/** Existing installs get the customers' names for the rails, but keep an operator's own wording. */
describe.each(engines)('rail names migration on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  });
  afterAll(async () => {
    await h.close();
  });

  const channel = (country: number, payType: number) =>
    h.app.db.kysely
      .selectFrom('payment_channels')
      .select(['name_en', 'name_zh'])
      .where('country_id', '=', country)
      .where('pay_type', '=', payType)
      .executeTakeFirstOrThrow();

  it('renames rows still holding the opening names and leaves edited ones alone', async () => {
    const k = h.app.db.kysely;
    const old = (country: number, payType: number, en: string) =>
      k
        .updateTable('payment_channels')
        .set({ name_en: en, name_zh: en })
        .where('country_id', '=', country)
        .where('pay_type', '=', payType)
        .execute();
    await old(255, 3, 'Halotel');
    await old(254, 401, 'CNY Account KES');
    await old(255, 6, 'Tigo (our wording)');
    await k
      .updateTable('transfer_types')
      .set({ name_en: 'M-pesa(KES)', name_zh: 'M-pesa(肯尼亚先令)' })
      .where('type_id', '=', 2)
      .execute();

    await up(k as unknown as Kysely<unknown>);

    expect(await channel(255, 3)).toEqual({ name_en: 'HaloPesa', name_zh: 'HaloPesa' });
    expect(await channel(254, 401)).toEqual({
      name_en: 'China bank account',
      name_zh: '中国境内银行账户',
    });
    expect((await channel(255, 6)).name_en).toBe('Tigo (our wording)');
    const transfer = await k
      .selectFrom('transfer_types')
      .select(['name_en', 'name_zh'])
      .where('type_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(transfer).toEqual({ name_en: 'M-Pesa Kenya', name_zh: '肯尼亚 M-Pesa' });
  });
});
