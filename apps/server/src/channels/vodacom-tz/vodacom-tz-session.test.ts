import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock.ts';
import { rsaPublicKey } from '../rsa-pkcs1.ts';
import { VodacomTzClient } from './vodacom-tz-client.ts';
import { VodacomTzSessionError } from './vodacom-tz-session.ts';
import { VodacomTzSimulator } from './vodacom-tz-simulator.ts';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = rsaPublicKey(
  pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
);
const clock = new ManualClock();
const sim = new VodacomTzSimulator({
  privateKey: pair.privateKey,
  apiKey: 'the-api-key',
  serviceProviderCode: '000000',
  origin: 'https://pay.example',
  now: () => clock.now(),
  activationMs: 30_000,
  sessionLifetimeMs: 3_600_000,
  resultDelayMs: 1_000,
});
let baseUrl = '';

/** A client whose waits move the manual clock instead of time. */
function client(apiKey = 'the-api-key') {
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
    clock.advance(ms);
  };
  const auth = {
    baseUrl,
    apiKey,
    publicKey,
    origin: 'https://pay.example',
    activationMs: 30_000,
    lifetimeMs: 3_600_000,
    timeoutMs: 5_000,
  };
  return { waits, client: new VodacomTzClient(auth, clock, wait) };
}

const query = {
  input_QueryReference: 'PB1',
  input_ServiceProviderCode: '000000',
  input_ThirdPartyConversationID: 'Q1',
  input_Country: 'TZN',
};

beforeAll(async () => {
  baseUrl = sim.baseUrl(await sim.start());
});
afterAll(() => sim.stop());

describe('the M-Pesa OpenAPI session', () => {
  it('waits for a new session to become live, asking for one session however many calls need it', async () => {
    const { waits, client: c } = client();
    const opened = sim.sessionsOpened;
    const answers = await Promise.all(
      [1, 2, 3].map(() => c.call('GET', 'queryTransactionStatus/', query)),
    );
    expect(sim.sessionsOpened).toBe(opened + 1);
    expect(waits[0]).toBe(30_000);
    // Not found (INS-23) is the platform's answer to the query: the session was accepted.
    for (const answer of answers) expect(answer).toMatchObject({ status: 400, code: 'INS-23' });
  });

  it('replaces a session at the end of its lifetime, and one the platform refuses, in the same call', async () => {
    const { client: c } = client();
    await c.call('GET', 'queryTransactionStatus/', query);
    const opened = sim.sessionsOpened;
    clock.advance(3_600_000);
    expect(await c.call('GET', 'queryTransactionStatus/', query)).toMatchObject({ code: 'INS-23' });
    expect(sim.sessionsOpened).toBe(opened + 1);
    sim.expireSessions();
    expect(await c.call('GET', 'queryTransactionStatus/', query)).toMatchObject({ code: 'INS-23' });
    expect(sim.sessionsOpened).toBe(opened + 2);
  });

  it('names a refused API key instead of paying', async () => {
    const { client: c } = client('a-wrong-key');
    await expect(c.call('GET', 'queryTransactionStatus/', query)).rejects.toThrow(
      VodacomTzSessionError,
    );
  });
});
