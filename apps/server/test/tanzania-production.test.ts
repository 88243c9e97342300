import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AIRTEL_CALLBACK_PATH } from '../src/channels/airtel/airtel-callback.routes.ts';
import { AirtelSimulator } from '../src/channels/airtel/airtel-simulator.ts';
import type { VodacomTzSimulator } from '../src/channels/vodacom-tz/vodacom-tz-simulator.ts';
import { AIRTEL_CLIENT, AIRTEL_PIN, AIRTEL_RESULT_DELAY_MS, airtelEnv } from './airtel-helpers.ts';
import { engines, registerByPhone, type Harness } from './harness.ts';
import { assets, ledgerReconciles, MONEY_ENV, newSn } from './money-helpers.ts';
import { startWithProductionTwin } from './production-twin.ts';
import { freePort } from './server-process.ts';
import {
  closedBeforeItsResult,
  payer,
  setTanzanianFundPassword,
  VODACOM_SECRET,
  vodacomEnv,
  vodacomMoves,
  vodacomSimulator,
} from './vodacom-tz-helpers.ts';

type Channel = { payType: number; direction: string; currencyId: number };
type Order = { sn: string; status: number; failReason: string | null };

/**
 * Production (NODE_ENV=production, no simulator for live money) with VODACOM_TZ_MODE=openapi and
 * AIRTEL_MODE=openapi pointed at the wire simulators: a Tanzanian customer tops up, sends, and
 * gets money back on each, end to end over HTTP. A development twin on the same database signs
 * the customer up (production sends its codes by SMS only).
 */
describe.each(engines)('Tanzania in production on %s', (engine) => {
  let prod: Harness;
  let sim: VodacomTzSimulator;
  let airtel: AirtelSimulator;
  let token: string;
  const fundPassword = '135790';
  const { detail, balance, topUp, send, results, lastRequest } = vodacomMoves(() => ({
    h: prod,
    sim,
    token,
    fundPassword,
  }));

  beforeAll(async () => {
    let clockNow = () => new Date();
    const port = await freePort();
    sim = vodacomSimulator(
      () => clockNow(),
      `http://127.0.0.1:${port}/api/channels/vodacom-tz/${VODACOM_SECRET}/result`,
    );
    const address = await sim.start();
    airtel = new AirtelSimulator({
      ...AIRTEL_CLIENT,
      pin: AIRTEL_PIN,
      callbackUrl: `http://127.0.0.1:${port}${AIRTEL_CALLBACK_PATH}`,
      now: () => clockNow(),
      resultDelayMs: AIRTEL_RESULT_DELAY_MS,
    });
    const airtelUrl = await airtel.start();
    let dev: Harness;
    ({ dev, prod } = await startWithProductionTwin(engine, MONEY_ENV, {
      ...vodacomEnv(sim.baseUrl(address, 'openapi')),
      ...airtelEnv(airtel, airtelUrl),
    }));
    clockNow = () => prod.clock.now();
    await prod.app.server.listen({ port, host: '127.0.0.1' });
    const user = await registerByPhone(dev, { countryId: 255 });
    token = user.token;
    await setTanzanianFundPassword(dev, token, user.phone, user.national, fundPassword);
  });
  afterAll(async () => {
    await prod?.close();
    await sim?.stop();
    await airtel?.stop();
  });

  it('offers M-Pesa Tanzania and Airtel Money as real, and Tigo Pesa and HaloPesa not at all', async () => {
    expect(prod.config.isProduction).toBe(true);
    expect(prod.app.services.rails.mode('mpesa-tanzania')).toBe('real');
    expect(prod.app.services.rails.mode('airtel-tanzania')).toBe('real');
    expect(prod.app.services.rails.mode('tanzanian-wallets')).toBe('off');
    prod.tick();
    const reply = await prod.call<Channel[]>('/common/queryChannel', { countryId: 255 }, { token });
    const offered = reply.data
      .filter((c) => c.currencyId === 834)
      .map((c) => `${c.direction}:${c.payType}`);
    expect(offered).toEqual(
      expect.arrayContaining(['collection:7', 'payout:7', 'collection:5', 'payout:5']),
    );
    expect(offered.some((c) => c.endsWith(':6') || c.endsWith(':3'))).toBe(false);
    // They are listed apart, to be shown as not available yet.
    prod.tick();
    const upcoming = await prod.call<Channel[]>(
      '/common/queryUpcomingChannel',
      { countryId: 255 },
      { token },
    );
    expect(upcoming.code).toBe(200);
    expect(new Set(upcoming.data.map((c) => c.payType))).toEqual(new Set([6, 3]));
    expect(upcoming.data.every((c) => c.currencyId === 834)).toBe(true);
  });

  it('tops up, sends, and returns the money of a failed send and of a top-up paid too late', async () => {
    const topped = await topUp(payer(), '20000');
    expect((await detail(topped.sn)).status).toBe(-1);
    await results();
    expect((await detail(topped.sn)).status).toBe(1);
    expect(await balance()).toBe('20000.00');

    const sent = await send(payer(), '5000');
    expect(lastRequest('b2cPayment/').input.input_Amount).toBe('5000');
    await results();
    expect((await detail(sent.sn)).status).toBe(1);
    const afterSend = await assets(prod, token, 'TZS');
    expect(Number(afterSend!.domestic)).toBeLessThanOrEqual(15000);

    // The recipient's wallet refuses (insufficient funds on our side): the send's money returns.
    const refused = await send(payer('901'), '1000');
    await results();
    expect((await detail(refused.sn)).failReason).toContain('INS-2006');
    expect(await assets(prod, token, 'TZS')).toMatchObject({
      domestic: afterSend!.domestic,
      onHold: afterSend!.onHold,
    });

    // A top-up whose order ended before its payment came is reversed to the payer.
    const late = await topUp(payer(), '3000');
    const reference = lastRequest('c2bPayment/singleStage/').input.input_ThirdPartyConversationID!;
    await closedBeforeItsResult(prod, reference, 300_000n);
    await results();
    await prod.app.money.worker.runDue();
    expect((await detail(late.sn)).status).toBe(2);
    expect(sim.reversedOf(reference)).toBe(3000n);
    expect((await assets(prod, token, 'TZS'))!.domestic).toBe(afterSend!.domestic);
    expect(await ledgerReconciles(prod)).toBe(true);
  });
  it('tops up and sends by Airtel Money, and returns the money of a refused payout', async () => {
    const TZS = 834;
    const detailOf = async (sn: string) => {
      prod.tick();
      return (await prod.call<Order>(`/order/detail/${sn}`, {}, { token })).data;
    };
    const tzs = async () => (await assets(prod, token, 'TZS'))!;
    const before = await tzs();

    // A USSD push, its callback, and the wallet credited once.
    prod.tick();
    const topped = await prod.call<Order>(
      '/recharge/create',
      {
        sn: newSn('R'),
        scope: 0,
        payType: 5,
        currencyId: TZS,
        amount: '8000',
        phone: '0784100200',
      },
      { token },
    );
    expect(topped.code).toBe(200);
    await prod.app.money.worker.runDue();
    expect(airtel.requests.at(-1)!.path).toBe('/merchant/v1/payments/');
    prod.tick(AIRTEL_RESULT_DELAY_MS);
    expect((await airtel.deliverDue()).map((c) => c.status)).toEqual([200]);
    expect((await detailOf(topped.data.sn)).status).toBe(1);
    const credited = await tzs();
    expect(Number(credited.domestic) - Number(before.domestic)).toBe(8000);

    // A payout paid by the synchronous answer, and one the wallet refuses, its money returned.
    const sendTo = async (phone: string, amount: string) => {
      prod.tick();
      const payee = await prod.call<{ id: number }>(
        '/payee/add',
        { countryId: 255, payType: 5, currencyId: TZS, name: 'Neema Mushi', type: 2, phone },
        { token },
      );
      expect(payee.code).toBe(200);
      prod.tick();
      const created = await prod.call<Order>(
        '/order/create',
        {
          sn: newSn(),
          scope: 0,
          payeeId: payee.data.id,
          payType: 5,
          currencyId: TZS,
          amount,
          fundPassword,
        },
        { token },
      );
      expect(created.code).toBe(200);
      await prod.app.money.worker.runDue();
      return detailOf(created.data.sn);
    };
    expect((await sendTo('0784100300', '2000')).status).toBe(1);
    expect(airtel.requests.at(-1)!.path).toBe('/standard/v1/disbursements/');
    const paid = await tzs();
    expect(Number(paid.domestic)).toBeLessThanOrEqual(Number(credited.domestic) - 2000);
    const refused = await sendTo('0784100008', '1000');
    expect(refused).toMatchObject({
      status: 2,
      failReason: expect.stringMatching(/^DP00900001008 /),
    });
    expect(await tzs()).toMatchObject({ domestic: paid.domestic, onHold: paid.onHold });
    expect(await ledgerReconciles(prod)).toBe(true);
  });
});
