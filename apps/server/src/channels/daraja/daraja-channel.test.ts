import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { DarajaChannel, DarajaError, type DarajaSettings } from './daraja-channel.ts';

const settings: DarajaSettings = {
  baseUrl: 'https://daraja.test',
  consumerKey: 'key',
  consumerSecret: 'secret',
  shortCode: '174379',
  passkey: 'passkey',
  transactionType: 'CustomerPayBillOnline',
  b2cShortCode: '174379',
  initiatorName: 'testapi',
  securityCredential: 'credential',
  callbackBaseUrl: 'https://pay.test',
  callbackSecret: 'cb_0123456789abcdef0123456789',
};

/** A fetch that answers the token call and then whatever `reply` says, counting the calls. */
function fakeFetch(reply: (path: string) => { status: number; body: unknown }) {
  const calls: string[] = [];
  const impl = (async (url: string | URL) => {
    const path = new URL(String(url)).pathname;
    calls.push(path);
    await new Promise((resolve) => setImmediate(resolve));
    const answer =
      path === '/oauth/v1/generate'
        ? { status: 200, body: { access_token: 'tok', expires_in: '3599' } }
        : reply(path);
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { calls, impl };
}

const query = {
  reference: 'PB7',
  providerReference: 'ws_CO_7',
  kind: 'collection' as const,
  amount: 50_000n,
};

describe('DarajaChannel', () => {
  it('asks for one token when several calls need it at the same moment', async () => {
    const { calls, impl } = fakeFetch(() => ({ status: 200, body: {} }));
    const channel = new DarajaChannel(settings, new ManualClock(), impl);
    const tokens = await Promise.all([1, 2, 3].map(() => channel.accessToken()));
    expect(tokens).toEqual(['tok', 'tok', 'tok']);
    expect(calls.filter((p) => p === '/oauth/v1/generate')).toHaveLength(1);
  });

  it('answers an STK query with the order amount and the callback key, or null while processing', async () => {
    let answer: { status: number; body: unknown } = {
      status: 500,
      body: { errorCode: '500.001.1001', errorMessage: 'The transaction is being processed' },
    };
    const { impl } = fakeFetch(() => answer);
    const channel = new DarajaChannel(settings, new ManualClock(), impl);
    expect(await channel.queryStatus(query)).toBeNull();
    answer = {
      status: 200,
      body: {
        ResponseCode: '0',
        ResultCode: '1037',
        ResultDesc: 'DS timeout user cannot be reached',
      },
    };
    expect(await channel.queryStatus(query)).toEqual({
      eventKey: 'daraja:stk:ws_CO_7',
      reference: 'PB7',
      kind: 'collection',
      success: false,
      resultCode: '1037',
      resultDesc: 'DS timeout user cannot be reached',
      amount: 50_000n,
      transactionId: null,
    });
    answer = {
      status: 400,
      body: { errorCode: '400.002.02', errorMessage: 'Invalid CheckoutRequestID' },
    };
    await expect(channel.queryStatus(query)).rejects.toThrow(DarajaError);
  });

  it('has no synchronous query for a B2C payout, so it asks nothing', async () => {
    const { calls, impl } = fakeFetch(() => ({ status: 200, body: {} }));
    const channel = new DarajaChannel(settings, new ManualClock(), impl);
    expect(await channel.queryStatus({ ...query, kind: 'payout' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('throws when Daraja does not accept a reversal', async () => {
    const { impl } = fakeFetch(() => ({
      status: 200,
      body: { ResponseCode: '1', ResponseDescription: 'Rejected' },
    }));
    const channel = new DarajaChannel(settings, new ManualClock(), impl);
    await expect(
      channel.reverse({ transactionId: 'RKT1', amount: 100n, remarks: 'Wrong', occasion: 'x' }),
    ).rejects.toThrow(/Reversal not accepted: Rejected/);
  });
});
