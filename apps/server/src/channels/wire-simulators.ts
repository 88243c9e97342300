import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { AirtelSimulator } from './airtel/airtel-simulator.ts';
import { airtelAdapterOn } from './airtel/airtel-config.ts';
import { VodacomTzSimulator } from './vodacom-tz/vodacom-tz-simulator.ts';
import { vodacomTzAdapterOn } from './vodacom-tz/vodacom-tz-config.ts';

/** How often due results are posted to the app, as the providers call back. */
const DELIVER_EVERY_MS = 250;
const VODACOM_SERVICE_PROVIDER_CODE = '000000';
const VODACOM_ORIGIN = 'http://127.0.0.1';
const AIRTEL_PIN = '1357';

/** A private key kept in DATA_DIR, made once, so restarts do not pay for a new RSA pair. */
function keptPrivateKey(dataDir: string, name: string) {
  const dir = join(dataDir, 'wire-simulators');
  const file = join(dir, name);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(file, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  return createPrivateKey(readFileSync(file));
}

const publicDer = (key: ReturnType<typeof createPrivateKey>) =>
  createPublicKey(key).export({ type: 'spki', format: 'der' }).toString('base64');

export interface WireSimulators {
  /** The settings that point the adapters at the simulators. */
  readonly config: Config;
  /** From now on, results are posted to the app at `appUrl` as they come due. */
  deliverTo(appUrl: string): void;
  stop(): Promise<void>;
}

/**
 * The wire simulators of M-Pesa Tanzania and Airtel Money, for VODACOM_TZ_MODE / AIRTEL_MODE
 * `wire` (the development default; docs/rails.md "Real, simulated or off"): each an HTTP server on
 * a free 127.0.0.1 port of this process, with the adapters' settings pointed at it, so development
 * runs the real client code over HTTP. Results are posted to the app's callback routes once it
 * listens. Null when neither rail is in `wire` mode or the simulator may not answer
 * (RAILS_SIMULATOR=off, production's default): nothing is started, the rails stay off.
 */
export async function startWireSimulators(
  config: Config,
  clock: Clock,
): Promise<WireSimulators | null> {
  const vodacomWire = config.VODACOM_TZ_MODE === 'wire' && vodacomTzAdapterOn(config);
  const airtelWire = config.AIRTEL_MODE === 'wire' && airtelAdapterOn(config);
  if (!vodacomWire && !airtelWire) return null;
  const now = () => clock.now();
  let settings: Config = config;
  const deliveries: Array<{ deliver: () => Promise<unknown>; callbackTo: (app: string) => void }> =
    [];
  const stops: Array<() => Promise<void>> = [];
  try {
    if (vodacomWire) {
      const privateKey = keptPrivateKey(config.DATA_DIR, 'vodacom-tz-key.pem');
      const apiKey = randomBytes(16).toString('hex');
      const callbackSecret = randomBytes(24).toString('base64url');
      const simulator = new VodacomTzSimulator({
        privateKey,
        apiKey,
        serviceProviderCode: VODACOM_SERVICE_PROVIDER_CODE,
        origin: VODACOM_ORIGIN,
        now,
        // Live at once: the adapter waits in real time, the simulator on the app's clock.
        activationMs: 0,
        sessionLifetimeMs: config.VODACOM_TZ_SESSION_LIFETIME_S * 1000,
        resultDelayMs: config.CHANNEL_SIMULATOR_DELAY_MS,
      });
      const address = await simulator.start();
      stops.push(() => simulator.stop());
      settings = {
        ...settings,
        VODACOM_TZ_BASE_URL: simulator.baseUrl(address),
        VODACOM_TZ_API_KEY: apiKey,
        VODACOM_TZ_PUBLIC_KEY: publicDer(privateKey),
        VODACOM_TZ_SERVICE_PROVIDER_CODE: VODACOM_SERVICE_PROVIDER_CODE,
        VODACOM_TZ_ORIGIN: VODACOM_ORIGIN,
        VODACOM_TZ_CALLBACK_SECRET: callbackSecret,
        VODACOM_TZ_SESSION_ACTIVATION_MS: 0,
      };
      deliveries.push({
        deliver: () => simulator.deliverDue(),
        callbackTo: (app) =>
          simulator.callbacksTo(`${app}/api/channels/vodacom-tz/${callbackSecret}/result`),
      });
    }
    if (airtelWire) {
      const privateKey = keptPrivateKey(config.DATA_DIR, 'airtel-pin-key.pem');
      const client = {
        clientId: randomBytes(12).toString('hex'),
        clientSecret: randomBytes(24).toString('hex'),
      };
      const callbackKey = randomBytes(24).toString('hex');
      const simulator = new AirtelSimulator({
        ...client,
        pin: AIRTEL_PIN,
        callbackKey,
        now,
        privateKey,
        resultDelayMs: config.CHANNEL_SIMULATOR_DELAY_MS,
      });
      const address = await simulator.start();
      stops.push(() => simulator.stop());
      settings = {
        ...settings,
        AIRTEL_BASE_URL: address,
        AIRTEL_CLIENT_ID: client.clientId,
        AIRTEL_CLIENT_SECRET: client.clientSecret,
        AIRTEL_PIN: AIRTEL_PIN,
        AIRTEL_PIN_PUBLIC_KEY: simulator.pinPublicKey,
        AIRTEL_CALLBACK_KEY: callbackKey,
      };
      deliveries.push({
        deliver: () => simulator.deliverDue(),
        callbackTo: (app) => simulator.callbacksTo(`${app}/api/channels/airtel/callback`),
      });
    }
  } catch (error) {
    await Promise.all(stops.map((stop) => stop()));
    throw error;
  }
  let timer: NodeJS.Timeout | null = null;
  let delivering = false;
  return {
    config: settings,
    deliverTo(appUrl) {
      for (const delivery of deliveries) delivery.callbackTo(appUrl);
      if (timer) return;
      timer = setInterval(() => {
        // One round at a time: a slow app never gets the same result posted by two rounds.
        if (delivering) return;
        delivering = true;
        void Promise.all(deliveries.map((d) => d.deliver().catch(() => undefined))).finally(
          () => (delivering = false),
        );
      }, DELIVER_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

/** The URL the app's own callbacks reach it at, from the address it listens on. */
export function loopbackUrlOf(address: { address: string; port: number; family: string }): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  if (wildcard || address.family === 'IPv4') {
    return `http://${wildcard ? '127.0.0.1' : address.address}:${address.port}`;
  }
  return `http://[${address.address}]:${address.port}`;
}
