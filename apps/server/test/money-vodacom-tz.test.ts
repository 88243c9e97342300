import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VodacomTzSimulator } from '../src/channels/vodacom-tz/vodacom-tz-simulator.ts';
import { engines, registerByPhone, type Harness } from './harness.ts';
import { assets, ledgerReconciles, newSn } from './money-helpers.ts';
import {
  RESULT_DELAY_MS,
  setTanzanianFundPassword,
  startVodacomHarness,
  VODACOM_SP_CODE,
} from './vodacom-tz-helpers.ts';

type Order = {
  sn: string;
  status: number;
  failReason: string | null;
  thirdOrderNo: string | null;
};

const TZS = 834;
let numberCounter = 0;
/** A fresh 2557… payer ending in `ending` (the simulator's magic numbers read the last three). */
function payer(ending = '100'): string {
  numberCounter++;
  return `0754${String((process.pid + numberCounter) % 1000).padStart(3, '0')}${ending}`;
}
const msisdn = (national: string) => `255${national.slice(1)}`;

describe.each(engines)('M-Pesa Tanzania through the OpenAPI on %s', (engine) => {
  let h: Harness;
  let sim: VodacomTzSimulator;
  let token: string;
  const fundPassword = '135790';

  beforeAll(async () => {
    ({ h, sim } = await startVodacomHarness(engine));
    const user = await registerByPhone(h, { countryId: 255 });
    token = user.token;
    await setTanzanianFundPassword(h, token, user.phone, user.national, fundPassword);
  });
  afterAll(async () => {
    await h?.close();
    await sim?.stop();
  });

  const detail = async (sn: string) => {
    h.tick();
    return (await h.call<Order>(`/order/detail/${sn}`, {}, { token })).data;
  };
  const balance = async () => (await assets(h, token, 'TZS'))?.domestic ?? '0.00';
  const topUp = async (phone: string, amount = '5000') => {
    h.tick();
    const reply = await h.call<Order>(
      '/recharge/create',
      { sn: newSn('R'), scope: 0, payType: 7, currencyId: TZS, amount, phone },
      { token },
    );
    expect(reply.code).toBe(200);
    await h.app.money.worker.runDue();
    return reply.data;
  };
  /** Moves past the result delay and lets the simulator post what is due. */
  const results = async () => {
    h.clock.advance(RESULT_DELAY_MS);
    return sim.deliverDue();
  };
  const lastRequest = (path: string) => sim.requests.filter((r) => r.path.endsWith(path)).at(-1)!;

  it('tops up by C2B single stage: the documented request, then the posted result credits once', async () => {
    const before = await balance();
    const phone = payer();
    const order = await topUp(phone);
    const request = lastRequest('c2bPayment/singleStage/');
    expect(request.input).toMatchObject({
      input_Amount: '5000',
      input_Country: 'TZN',
      input_Currency: 'TZS',
      input_CustomerMSISDN: msisdn(phone),
      input_ServiceProviderCode: VODACOM_SP_CODE,
    });
    const reference = request.input.input_ThirdPartyConversationID!;
    expect(reference).toMatch(/^PB\d+$/);
    expect(request.input.input_TransactionReference).toBe(reference);
    const waiting = await detail(order.sn);
    expect(waiting.status).toBe(-1);
    expect(waiting.thirdOrderNo).toMatch(/^[0-9a-f]{32}$/);
    expect(await results()).toBe(1);
    expect(sim.acks.at(-1)).toEqual({
      status: 200,
      body: {
        output_OriginalConversationID: waiting.thirdOrderNo,
        output_ResponseCode: '0',
        output_ResponseDesc: 'Successfully Accepted Result',
        output_ThirdPartyConversationID: reference,
      },
    });
    expect((await detail(order.sn)).status).toBe(1);
    expect(Number(await balance()) - Number(before)).toBe(5000);
    expect(await ledgerReconciles(h)).toBe(true);
  });
});
