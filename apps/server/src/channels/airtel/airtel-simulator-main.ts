import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { AirtelSimulator } from './airtel-simulator.ts';

/**
 * Runs the Airtel wire simulator on its own, for development over the real protocol:
 * `npm run airtel-simulator -w @pesa/server`, then start the server with the settings it prints.
 * Its PIN key is kept in a file so the printed AIRTEL_PIN_PUBLIC_KEY stays valid across restarts.
 * Development only: it moves no money.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8091' },
    callback: { type: 'string', default: 'http://127.0.0.1:8080/api/channels/airtel/callback' },
    'key-file': { type: 'string', default: './data/airtel-simulator-key.pem' },
    'callback-key': { type: 'string' },
  },
});

const keyFile = values['key-file'];
if (!existsSync(keyFile)) {
  mkdirSync(dirname(keyFile), { recursive: true });
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  writeFileSync(keyFile, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), {
    mode: 0o600,
  });
}
const client = { clientId: 'dev-airtel-client', clientSecret: 'dev-airtel-secret' };
const pin = '1357';
const simulator = new AirtelSimulator({
  ...client,
  pin,
  callbackUrl: values.callback,
  callbackKey: values['callback-key'],
  now: () => new Date(),
  privateKey: createPrivateKey(readFileSync(keyFile)),
});
const url = await simulator.start(Number(values.port));
// Results come due on the real clock: their callbacks are posted as soon as they are.
setInterval(() => {
  simulator.deliverDue().catch((error: unknown) => console.error('callback not posted:', error));
}, 1_000);
console.log(`Airtel simulator on ${url}; start the server with:
AIRTEL_MODE=openapi
AIRTEL_BASE_URL=${url}
AIRTEL_CLIENT_ID=${client.clientId}
AIRTEL_CLIENT_SECRET=${client.clientSecret}
AIRTEL_PIN=${pin}
AIRTEL_PIN_PUBLIC_KEY=${simulator.pinPublicKey}${values['callback-key'] ? `\nAIRTEL_CALLBACK_KEY=${values['callback-key']}` : ''}`);
