import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { repoRoot } from './paths.mjs';
import { startServer } from './server.mjs';

// The same fake Daraja the server's integration suite runs against: it checks every request as
// Safaricom documents it and answers "accepted", and sends a result only when a test says so.
const FAKE = pathToFileURL(join(repoRoot, 'apps/server/test/fakes/fake-daraja.ts')).href;

const CREDENTIALS = {
  consumerKey: 'e2e-consumer-key',
  consumerSecret: 'e2e-consumer-secret',
  shortCode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  initiatorName: 'e2eapi',
  securityCredential: 'ZmFrZS1lbmNyeXB0ZWQtaW5pdGlhdG9yLXBhc3N3b3Jk',
};
export const DARAJA_CALLBACK_SECRET = 'cb_e2e7c21d54e4b8a9e0f6d2c1b7a8e9012';

/**
 * A second app server of its own, on M-Pesa Daraja (a fake one) instead of the simulator, for the
 * specs of what only Daraja produces: payouts left pending by every status query, Paybill
 * payments that match nothing. Status queries follow each other at once, so a payout stalls in
 * a few seconds rather than the production 90-second rhythm.
 */
export async function startDarajaServer(distDir) {
  const { FakeDaraja } = await tsImport(FAKE, import.meta.url);
  const fake = new FakeDaraja({ ...CREDENTIALS, now: () => new Date() });
  const darajaUrl = await fake.start();
  let server;
  try {
    server = await startServer({
      distDir,
      main: false,
      settings: (baseUrl) => ({
        MPESA_MODE: 'daraja',
        DARAJA_BASE_URL: darajaUrl,
        DARAJA_CONSUMER_KEY: CREDENTIALS.consumerKey,
        DARAJA_CONSUMER_SECRET: CREDENTIALS.consumerSecret,
        DARAJA_SHORTCODE: CREDENTIALS.shortCode,
        DARAJA_PASSKEY: CREDENTIALS.passkey,
        DARAJA_INITIATOR_NAME: CREDENTIALS.initiatorName,
        DARAJA_SECURITY_CREDENTIAL: CREDENTIALS.securityCredential,
        DARAJA_CALLBACK_BASE_URL: baseUrl,
        DARAJA_CALLBACK_SECRET,
        DARAJA_ALLOWED_IPS: '127.0.0.1',
        CHANNEL_STATUS_QUERY_DELAY_MS: '0',
        JOB_POLL_MS: '100',
      }),
    });
  } catch (error) {
    await fake.stop();
    throw error;
  }
  const stop = async () => {
    await server.stop();
    await fake.stop();
  };
  return { ...server, fake, stop };
}
