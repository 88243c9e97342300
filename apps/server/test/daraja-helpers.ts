import { createServer } from 'node:net';
import type { Engine } from '../src/db/database.ts';
import { FakeDaraja } from './fakes/fake-daraja.ts';
import { startHarness, type Harness } from './harness.ts';
import { MONEY_ENV } from './money-helpers.ts';

export const DARAJA_SECRET = 'cb_3f9a7c21d54e4b8a9e0f6d2c1b7a8e90';
export const DARAJA_CREDENTIALS = {
  consumerKey: 'fake-consumer-key',
  consumerSecret: 'fake-consumer-secret',
  shortCode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  initiatorName: 'testapi',
  securityCredential: 'ZmFrZS1lbmNyeXB0ZWQtaW5pdGlhdG9yLXBhc3N3b3Jk',
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The settings that point MPESA_MODE=daraja at a fake Daraja, with its callbacks to `callbackBase`. */
export function darajaEnv(darajaUrl: string, callbackBase: string): Record<string, string> {
  return {
    MPESA_MODE: 'daraja',
    DARAJA_BASE_URL: darajaUrl,
    DARAJA_CONSUMER_KEY: DARAJA_CREDENTIALS.consumerKey,
    DARAJA_CONSUMER_SECRET: DARAJA_CREDENTIALS.consumerSecret,
    DARAJA_SHORTCODE: DARAJA_CREDENTIALS.shortCode,
    DARAJA_PASSKEY: DARAJA_CREDENTIALS.passkey,
    DARAJA_INITIATOR_NAME: DARAJA_CREDENTIALS.initiatorName,
    DARAJA_SECURITY_CREDENTIAL: DARAJA_CREDENTIALS.securityCredential,
    DARAJA_CALLBACK_BASE_URL: callbackBase,
    DARAJA_CALLBACK_SECRET: DARAJA_SECRET,
  };
}

/**
 * The app with MPESA_MODE=daraja against a fake Daraja, listening on a real port so the fake can
 * post callbacks to it; the fake's clock is the harness's manual clock.
 */
export async function startDarajaHarness(
  engine: Engine,
  env: Record<string, string> = {},
): Promise<{ h: Harness; fake: FakeDaraja; callbackBase: string }> {
  let clockNow = () => new Date();
  const fake = new FakeDaraja({ ...DARAJA_CREDENTIALS, now: () => clockNow() });
  const darajaUrl = await fake.start();
  const port = await freePort();
  const callbackBase = `http://127.0.0.1:${port}`;
  const h = await startHarness(engine, {
    ...MONEY_ENV,
    ...darajaEnv(darajaUrl, callbackBase),
    DARAJA_ALLOWED_IPS: '127.0.0.1',
    SESSION_IDLE_MINUTES: '600',
    ...env,
  });
  clockNow = () => h.clock.now();
  await h.app.server.listen({ port, host: '127.0.0.1' });
  return { h, fake, callbackBase };
}
