import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startWireSimulators } from '../src/channels/wire-simulators.ts';
import { systemClock } from '../src/clock.ts';
import { withInstallationSecrets } from '../src/security/installation-secrets.ts';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engines, registerByPhone, startHarness, type Harness } from './harness.ts';
import { assets, channelEventCount, ledgerReconciles, MONEY_ENV, newSn } from './money-helpers.ts';
import { payer } from './vodacom-tz-helpers.ts';
import { PRODUCTION_ENV, SHARED_SECRETS } from './production-env.ts';
import { Rails } from '../src/channels/rails.ts';

const production = { ...PRODUCTION_ENV, ...SHARED_SECRETS };

const TZS = 834;
type TopUp = { sn: string; status: number; failReason: string | null; thirdOrderNo: string | null };

/**
 * Development's default (NODE_ENV=development, no VODACOM_TZ_MODE or AIRTEL_MODE): M-Pesa
 * Tanzania and Airtel Money go through their adapters over HTTP to the wire simulators the server
 * starts itself, whose results are posted back to the app once it listens.
 */
describe.each(engines)('the wire simulators as the development default on %s', (engine) => {
  let h: Harness;
  let token: string;

  beforeAll(async () => {
    h = await startHarness(engine, { ...MONEY_ENV, NODE_ENV: 'development' });
    await h.app.server.listen({ port: 0, host: '127.0.0.1' });
    token = (await registerByPhone(h, { countryId: 255 })).token;
  });
  afterAll(async () => {
    await h?.close();
  });

  /** Tops up by a wallet's push and waits until the result the simulator posts has landed. */
  const topUp = async (payType: 5 | 7, phone: string, amount: string) => {
    h.tick();
    const created = await h.call<TopUp>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType, currencyId: TZS, amount, phone },
      { token },
    );
    expect(created.code, JSON.stringify(created)).toBe(200);
    await h.app.money.worker.runDue();
    for (;;) {
      const order = (await h.call<TopUp>(`/order/detail/${created.data.sn}`, {}, { token })).data;
      if (order.status !== created.data.status) return order;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  /** Our reference of an order, `PB<id>`, as the rails know it. */
  const reference = async (sn: string) => {
    const row = await h.app.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('sn', '=', sn)
      .executeTakeFirstOrThrow();
    return `PB${row.id}`;
  };

  it('serves both rails as simulated, through their adapters', () => {
    expect(h.config.VODACOM_TZ_MODE).toBe('wire');
    expect(h.config.AIRTEL_MODE).toBe('wire');
    expect(h.app.services.rails.mode('mpesa-tanzania')).toBe('simulated');
    expect(h.app.services.rails.mode('airtel-tanzania')).toBe('simulated');
    const said = h.app.services.rails.announcement().map((line) => line.text);
    expect(said).toContainEqual(
      expect.stringMatching(/^Rail Vodacom M-Pesa Tanzania: simulated \(.*wire simulator/),
    );
    expect(said).toContainEqual(
      expect.stringMatching(/^Rail Airtel Money Tanzania: simulated \(.*wire simulator/),
    );
  });

  it('credits an M-Pesa Tanzania top-up by the result the simulator posts over HTTP', async () => {
    const before = (await assets(h, token, 'TZS'))?.domestic ?? '0.00';
    const order = await topUp(7, payer('100'), '5000');
    expect(order.failReason).toBeNull();
    // The platform's M-Pesa transaction ID, under the adapter's event key: over the OpenAPI wire.
    expect(order.thirdOrderNo).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(await channelEventCount(h, `vodacom-tz:${await reference(order.sn)}`)).toBe(1);
    expect(Number((await assets(h, token, 'TZS'))!.domestic)).toBe(Number(before) + 5000);
    expect(await ledgerReconciles(h)).toBe(true);
  });

  it("fails an M-Pesa Tanzania top-up on the simulator's insufficient-funds number", async () => {
    const order = await topUp(7, payer('901'), '5000');
    expect(order.failReason).toMatch(/^INS-2006 .* \/ .*余额不足/);
  });

  it('credits an Airtel Money top-up by the signed callback the simulator posts', async () => {
    const before = Number((await assets(h, token, 'TZS'))?.domestic ?? '0');
    const order = await topUp(5, payer('100'), '7000');
    expect(order.failReason).toBeNull();
    expect(await channelEventCount(h, `airtel:collection:${await reference(order.sn)}`)).toBe(1);
    expect(Number((await assets(h, token, 'TZS'))!.domestic)).toBe(before + 7000);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});

describe('where the wire simulators run', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-wire-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const started = (env: Record<string, string>) =>
    startWireSimulators(
      withInstallationSecrets(loadConfig({ DATA_DIR: dataDir, ...env })),
      systemClock,
    );

  it('never by default in production or in tests, nor where the simulator may not answer', async () => {
    const config = loadConfig(production);
    expect([config.VODACOM_TZ_MODE, config.AIRTEL_MODE]).toEqual(['simulator', 'simulator']);
    expect(await started(production)).toBeNull();
    // Asked for in production, the rails stay off: nothing starts without RAILS_SIMULATOR=on.
    const asked = { ...production, VODACOM_TZ_MODE: 'wire', AIRTEL_MODE: 'wire' };
    expect(await started(asked)).toBeNull();
    const rails = new Rails(loadConfig(asked));
    expect([rails.mode('mpesa-tanzania'), rails.mode('airtel-tanzania')]).toEqual(['off', 'off']);
    expect(loadConfig({ NODE_ENV: 'test' }).VODACOM_TZ_MODE).toBe('simulator');
    expect(await started({ NODE_ENV: 'test' })).toBeNull();
    expect(await started({ NODE_ENV: 'development', RAILS_SIMULATOR: 'off' })).toBeNull();
  });

  it('on a staging install when asked for', async () => {
    const wire = await started({
      ...production,
      RAILS_SIMULATOR: 'on',
      VODACOM_TZ_MODE: 'wire',
      AIRTEL_MODE: 'wire',
    });
    expect(wire?.config.VODACOM_TZ_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:/);
    await wire?.stop();
  });

  it('keeps their keys in DATA_DIR, and stops them', async () => {
    const wire = await started({ NODE_ENV: 'development' });
    expect(wire).not.toBeNull();
    const base = wire!.config.VODACOM_TZ_BASE_URL;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/ipg\/v2\/vodacomTZN\/$/);
    expect(wire!.config.AIRTEL_BASE_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(readdirSync(join(dataDir, 'wire-simulators')).sort()).toEqual([
      'airtel-pin-key.pem',
      'vodacom-tz-key.pem',
    ]);
    await wire!.stop();
    await expect(fetch(`${base}getSession/`)).rejects.toThrow();
  });
});
