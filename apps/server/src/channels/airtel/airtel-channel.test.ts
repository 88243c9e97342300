import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { ChannelRefusedError, type ChannelResult } from '../payment-channel.ts';
import { rsaPublicKey } from '../rsa-pkcs1.ts';
import { AIRTEL_MARKETS, AirtelChannel } from './airtel-channel.ts';
import { AirtelHttp } from './airtel-http.ts';
import { AirtelSimulator } from './airtel-simulator.ts';

const clock = new ManualClock();
const client = { clientId: 'id', clientSecret: 'secret' };
const simulator = new AirtelSimulator({ ...client, pin: '2468', now: () => clock.now() });
const settled: ChannelResult[] = [];
let channel: (pin: string | undefined) => AirtelChannel;

beforeAll(async () => {
  const http = new AirtelHttp({ baseUrl: await simulator.start(), ...client }, clock);
  channel = (pin) =>
    new AirtelChannel(
      http,
      AIRTEL_MARKETS.TZ!,
      { key: rsaPublicKey(simulator.pinPublicKey), value: pin },
      async (result) => {
        settled.push(result);
      },
    );
});
afterAll(() => simulator.stop());

const collection = (reference: string, phone = '0784000321') => ({
  reference,
  payType: 5,
  currencyCode: 'TZS',
  amount: 500_000n,
  decimals: 2,
  phone,
});
const payout = (reference: string, account = '0784000321') => ({
  reference,
  payType: 5,
  currencyCode: 'TZS',
  amount: 100_000n,
  decimals: 2,
  recipient: { name: 'Neema', account },
});

describe('AirtelChannel', () => {
  it('takes a retried push (ESB000041, the id exists) as the same request, never a second one', async () => {
    const tz = channel('2468');
    expect(await tz.startCollection(collection('PB9001'))).toEqual({ providerReference: 'PB9001' });
    expect(await tz.startCollection(collection('PB9001'))).toEqual({ providerReference: 'PB9001' });
    expect([...simulator.transactions.keys()].filter((id) => id === 'PB9001')).toHaveLength(1);
  });

  it('pays out once however often the job is retried, settling the first answer only', async () => {
    const tz = channel('2468');
    const first = await tz.submitPayout(payout('PB9002'));
    expect(first.providerReference).toMatch(/^DI/);
    expect(settled.filter((r) => r.reference === 'PB9002')).toHaveLength(1);
    expect(await tz.submitPayout(payout('PB9002'))).toEqual({ providerReference: 'PB9002' });
    expect(settled.filter((r) => r.reference === 'PB9002')).toHaveLength(1);
  });

  it('refuses what Airtel refuses before any money moves, with the reason in both languages', async () => {
    await expect(channel('1111').submitPayout(payout('PB9003'))).rejects.toMatchObject({
      resultCode: 'ROUTER115',
      message: 'Incorrect PIN / PIN 码错误',
    });
    await expect(
      channel('2468').startCollection(collection('PB9004', '+254722000111')),
    ).rejects.toBeInstanceOf(ChannelRefusedError);
    await expect(
      channel('2468').startCollection({ ...collection('PB9005'), amount: 500_050n }),
    ).rejects.toMatchObject({ resultCode: 'AMOUNT' });
    expect(simulator.transactions.has('PB9003')).toBe(false);
  });

  it('refuses every payout at once without AIRTEL_PIN, never calling Airtel', async () => {
    const calls = simulator.requests.length;
    await expect(channel(undefined).submitPayout(payout('PB9006'))).rejects.toMatchObject({
      resultCode: 'NO_PIN',
      message:
        'Airtel Money payouts are not set up yet (no disbursement PIN) / Airtel Money 付款尚未开通（未配置付款钱包 PIN）',
    });
    expect(simulator.requests.length).toBe(calls);
  });
});
