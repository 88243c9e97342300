import { AirtelSimulator } from '../src/channels/airtel/airtel-simulator.ts';
import { AIRTEL_CALLBACK_PATH } from '../src/channels/airtel/airtel-callback.routes.ts';
import type { Engine } from '../src/db/database.ts';
import { startHarness, type Harness } from './harness.ts';
import { MONEY_ENV } from './money-helpers.ts';
import { freePort } from './server-process.ts';

export const AIRTEL_CLIENT = { clientId: 'airtel-client-id', clientSecret: 'airtel-client-secret' };
export const AIRTEL_PIN = '4821';
/** How long after a USSD push the simulator knows its result. */
export const AIRTEL_RESULT_DELAY_MS = 20_000;
/** The query delay the Airtel suites run with: after the result is due. */
export const AIRTEL_QUERY_DELAY_MS = 60_000;

/** The settings that point AIRTEL_MODE=openapi at a running simulator. */
export function airtelEnv(simulator: AirtelSimulator, baseUrl: string, callbackKey?: string) {
  return {
    AIRTEL_MODE: 'openapi',
    AIRTEL_BASE_URL: baseUrl,
    AIRTEL_CLIENT_ID: AIRTEL_CLIENT.clientId,
    AIRTEL_CLIENT_SECRET: AIRTEL_CLIENT.clientSecret,
    AIRTEL_PIN_PUBLIC_KEY: simulator.pinPublicKey,
    AIRTEL_PIN,
    AIRTEL_COUNTRIES: 'KE,TZ',
    ...(callbackKey && { AIRTEL_CALLBACK_KEY: callbackKey }),
  };
}

/**
 * The app with AIRTEL_MODE=openapi against the Airtel simulator over HTTP, listening on a real
 * port so the simulator posts its callbacks to it; the simulator's clock is the harness's.
 */
export async function startAirtelHarness(
  engine: Engine,
  options: { callbackKey?: string; env?: Record<string, string> } = {},
): Promise<{ h: Harness; airtel: AirtelSimulator }> {
  let clockNow = () => new Date();
  const port = await freePort();
  const airtel = new AirtelSimulator({
    ...AIRTEL_CLIENT,
    pin: AIRTEL_PIN,
    callbackUrl: `http://127.0.0.1:${port}${AIRTEL_CALLBACK_PATH}`,
    callbackKey: options.callbackKey,
    now: () => clockNow(),
    resultDelayMs: AIRTEL_RESULT_DELAY_MS,
  });
  const baseUrl = await airtel.start();
  const h = await startHarness(engine, {
    ...MONEY_ENV,
    ...airtelEnv(airtel, baseUrl, options.callbackKey),
    CHANNEL_STATUS_QUERY_DELAY_MS: String(AIRTEL_QUERY_DELAY_MS),
    SESSION_IDLE_MINUTES: '600',
    ...options.env,
  });
  clockNow = () => h.clock.now();
  await h.app.server.listen({ port, host: '127.0.0.1' });
  return { h, airtel };
}
