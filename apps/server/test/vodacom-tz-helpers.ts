import { generateKeyPairSync } from 'node:crypto';
import { expect } from 'vitest';
import type { Engine } from '../src/db/database.ts';
import { VodacomTzSimulator } from '../src/channels/vodacom-tz/vodacom-tz-simulator.ts';
import { startHarness, type Harness } from './harness.ts';
import { assets, MONEY_ENV, newSn, setFundPassword } from './money-helpers.ts';
import { freePort } from './server-process.ts';

export const VODACOM_SECRET = 'vtz_7c1e4b9a2f6d4e8b9a0c3d5e7f1a2b4c';
export const VODACOM_API_KEY = 'a3f9c2e7b1d84f6a9e0c5b7d2f4a6c8e';
export const VODACOM_ORIGIN = 'https://pay.pesabridge.example';
export const VODACOM_SP_CODE = '000000';
export const RESULT_DELAY_MS = 20_000;

/** One RSA pair per test file: the simulator keeps the private half, the app the public. */
const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const VODACOM_PUBLIC_KEY = pair.publicKey
  .export({ type: 'spki', format: 'der' })
  .toString('base64');

/** The simulator, on the clock `now`, posting results to `callbackUrl`. */
export function vodacomSimulator(now: () => Date, callbackUrl?: string) {
  return new VodacomTzSimulator({
    privateKey: pair.privateKey,
    apiKey: VODACOM_API_KEY,
    serviceProviderCode: VODACOM_SP_CODE,
    origin: VODACOM_ORIGIN,
    now,
    activationMs: 0,
    sessionLifetimeMs: 3_600_000,
    resultDelayMs: RESULT_DELAY_MS,
    callbackUrl,
  });
}

/** The settings that point VODACOM_TZ_MODE=openapi at a simulator's base URL. */
export function vodacomEnv(baseUrl: string): Record<string, string> {
  return {
    VODACOM_TZ_MODE: 'openapi',
    VODACOM_TZ_BASE_URL: baseUrl,
    VODACOM_TZ_API_KEY: VODACOM_API_KEY,
    VODACOM_TZ_PUBLIC_KEY: VODACOM_PUBLIC_KEY,
    VODACOM_TZ_SERVICE_PROVIDER_CODE: VODACOM_SP_CODE,
    VODACOM_TZ_ORIGIN: VODACOM_ORIGIN,
    VODACOM_TZ_CALLBACK_SECRET: VODACOM_SECRET,
    VODACOM_TZ_SESSION_ACTIVATION_MS: '0',
  };
}

/**
 * The app with VODACOM_TZ_MODE=openapi against the wire simulator, listening on a real port so
 * the simulator posts results to it; the simulator's clock is the harness's manual clock.
 */
export async function startVodacomHarness(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<{ h: Harness; sim: VodacomTzSimulator }> {
  let clockNow = () => new Date();
  const port = await freePort();
  const sim = vodacomSimulator(
    () => clockNow(),
    `http://127.0.0.1:${port}/api/channels/vodacom-tz/${VODACOM_SECRET}/result`,
  );
  const address = await sim.start();
  const h = await startHarness(engine, {
    ...MONEY_ENV,
    ...vodacomEnv(sim.baseUrl(address)),
    SESSION_IDLE_MINUTES: '600',
    ...env,
  });
  clockNow = () => h.clock.now();
  await h.app.server.listen({ port, host: '127.0.0.1' });
  return { h, sim };
}

const TZS = 834;

/** Sets the transaction password of a Tanzanian account through the real code flow. */
export const setTanzanianFundPassword = (
  h: Harness,
  token: string,
  phone: string,
  national: string,
  fundPassword = '135790',
) => setFundPassword(h, token, phone, national, fundPassword, 255);
let numberCounter = 0;
/** A fresh 2557… number ending in `ending` (the simulator's magic numbers read the last three). */
export function payer(ending = '100'): string {
  numberCounter++;
  return `0754${String((process.pid + numberCounter) % 1000).padStart(3, '0')}${ending}`;
}
export const msisdn = (national: string) => `255${national.slice(1)}`;

export type VodacomOrder = {
  sn: string;
  status: number;
  failReason: string | null;
  thirdOrderNo: string | null;
};

/**
 * What a Tanzanian customer does with M-Pesa Tanzania through the real calls, on an app whose
 * rail is the simulator `sim`: top up, send, read an order and the TZS balance; `results` moves
 * past the result delay and lets the simulator post what is due.
 */
export function vodacomMoves(
  ctx: () => { h: Harness; sim: VodacomTzSimulator; token: string; fundPassword: string },
) {
  let payeeCounter = 0;
  const detail = async (sn: string) => {
    const { h, token } = ctx();
    h.tick();
    return (await h.call<VodacomOrder>(`/order/detail/${sn}`, {}, { token })).data;
  };
  const balance = async () => (await assets(ctx().h, ctx().token, 'TZS'))?.domestic ?? '0.00';
  const topUp = async (phone: string, amount = '5000') => {
    const { h, token } = ctx();
    h.tick();
    const reply = await h.call<VodacomOrder>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType: 7, currencyId: TZS, amount, phone },
      { token },
    );
    expect(reply.code).toBe(200);
    await h.app.money.worker.runDue();
    return reply.data;
  };
  const send = async (phone: string, amount: string) => {
    const { h, token, fundPassword } = ctx();
    payeeCounter++;
    h.tick();
    const payee = await h.call<{ id: number }>(
      '/payee/add',
      {
        countryId: 255,
        payType: 7,
        currencyId: TZS,
        name: `Neema Mushi ${'I'.repeat(payeeCounter)}`,
        type: 2,
        phone,
      },
      { token },
    );
    expect(payee.code).toBe(200);
    h.tick();
    const created = await h.call<VodacomOrder>(
      '/order/create',
      {
        sn: newSn(),
        scope: 0,
        payeeId: payee.data.id,
        payType: 7,
        currencyId: TZS,
        amount,
        fundPassword,
      },
      { token },
    );
    expect(created.code, JSON.stringify(created)).toBe(200);
    await h.app.money.worker.runDue();
    return created.data;
  };
  const results = async () => {
    ctx().h.clock.advance(RESULT_DELAY_MS);
    return ctx().sim.deliverDue();
  };
  const lastRequest = (path: string) =>
    ctx()
      .sim.requests.filter((r) => r.path.endsWith(path))
      .at(-1)!;
  return { detail, balance, topUp, send, results, lastRequest };
}

/**
 * Ends a top-up (5,000 TZS unless named) on our side before M-Pesa's result came (an operator
 * closed it while the customer was paying), as a failed result under a key of its own.
 */
export function closedBeforeItsResult(h: Harness, reference: string, amountMinor = 500_000n) {
  return h.app.money.results.apply(
    {
      eventKey: `closed:${reference}`,
      reference,
      kind: 'collection',
      success: false,
      resultCode: 'CLOSED',
      resultDesc: 'closed by an operator',
      amount: amountMinor,
      transactionId: null,
    },
    'test',
    '{}',
  );
}
