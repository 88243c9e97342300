import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { AirtelHttp, AirtelUnreachableError } from './airtel-http.ts';
import { AirtelSimulator } from './airtel-simulator.ts';

const clock = new ManualClock();
const client = { clientId: 'id', clientSecret: 'secret' };
const simulator = new AirtelSimulator({ ...client, pin: '1234', now: () => clock.now() });
const TZ = { country: 'TZ', currency: 'TZS' };
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await simulator.start();
});
afterAll(() => simulator.stop());

describe('AirtelHttp', () => {
  it('asks for one token when several calls need it at the same moment', async () => {
    const http = new AirtelHttp({ baseUrl, ...client }, clock);
    const before = simulator.tokensIssued;
    const tokens = await Promise.all([1, 2, 3].map(() => http.accessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(simulator.tokensIssued).toBe(before + 1);
  });

  it('renews the token before it expires, and once more when Airtel ends it early', async () => {
    const http = new AirtelHttp({ baseUrl, ...client }, clock);
    const first = await http.accessToken();
    clock.advance(149_000);
    expect(await http.accessToken()).toBe(first);
    clock.advance(2_000);
    expect(await http.accessToken()).not.toBe(first);
    simulator.revokeTokens();
    const before = simulator.tokensIssued;
    const answer = await http.call('collection-enquiry', 'GET', '/standard/v1/payments/PB1', TZ);
    // Not a 401: the call was made again with a new token, and Airtel knows no PB1.
    expect(answer.status).toBe(404);
    expect(simulator.tokensIssued).toBe(before + 1);
  });

  it('reports wrong credentials and an unreachable host as unreachable, never as an answer', async () => {
    const wrong = new AirtelHttp({ baseUrl, clientId: 'id', clientSecret: 'nope' }, clock);
    await expect(wrong.accessToken()).rejects.toBeInstanceOf(AirtelUnreachableError);
    const codes: string[] = [];
    const nowhere = new AirtelHttp({ baseUrl: 'http://127.0.0.1:1', ...client }, clock, {
      call: (_rail, _operation, code) => codes.push(code),
    });
    await expect(nowhere.accessToken()).rejects.toBeInstanceOf(AirtelUnreachableError);
    expect(codes).toEqual(['unreachable']);
  });
});
