import { z } from 'zod';
import { rsaPublicKey } from '../rsa-pkcs1.ts';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * The VODACOM_TZ_* settings (docs/rails.md "Vodacom M-Pesa Tanzania"), parsed with the others by
 * config.ts. VODACOM_TZ_MODE=openapi sends M-Pesa Tanzania (pay type 7, TZS) through the OpenAPI
 * adapter; `wire` sends it through the same adapter to the wire simulator the server starts itself
 * (channels/wire-simulators.ts), where the simulator may answer; `simulator` leaves it to the
 * built-in simulator there. Unset: `wire` in development, `simulator` otherwise (config.ts).
 */
export const vodacomTzEnv = {
  VODACOM_TZ_MODE: z.enum(['simulator', 'openapi', 'wire']).optional(),
  /** Up to and including the market segment, e.g. https://openapi.m-pesa.com/sandbox/ipg/v2/vodacomTZN/ */
  VODACOM_TZ_BASE_URL: z
    .string()
    .url()
    .regex(/\/ipg\/v2\/vodacomTZN\/?$/, 'must end with the market segment /ipg/v2/vodacomTZN/')
    .default('https://openapi.m-pesa.com/sandbox/ipg/v2/vodacomTZN/'),
  VODACOM_TZ_API_KEY: optionalText,
  /** Base64 of the X.509 DER public key, as the portal gives it. */
  VODACOM_TZ_PUBLIC_KEY: optionalText,
  VODACOM_TZ_SERVICE_PROVIDER_CODE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[0-9A-Za-z]{4,12}$/, 'must be the 4-12 letter or digit short code')
      .optional(),
  ),
  /** The Origin header: one of the application's Trusted Sources. */
  VODACOM_TZ_ORIGIN: optionalText,
  /**
   * A path segment of the asynchronous response URL registered on the portal. Unset, no result
   * route is served and every payment's end is read by the status query instead.
   */
  VODACOM_TZ_CALLBACK_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{24,128}$/, 'must be 24-128 letters, digits, _ or -')
      .optional(),
  ),
  /** How long a new session takes to become live (the portal's samples wait 30 s). */
  VODACOM_TZ_SESSION_ACTIVATION_MS: z.coerce.number().int().min(0).max(120_000).default(30_000),
  /** How long one session is used before a new one (the application's Session Lifetime). */
  VODACOM_TZ_SESSION_LIFETIME_S: z.coerce.number().int().min(60).default(3600),
  /**
   * How long one call may take. With a new session's activation it stays under the job lease
   * (JOB_LEASE_MS), so no second worker repeats a call still in flight; a synchronous C2B answer
   * that takes longer is read by the status query.
   */
  VODACOM_TZ_TIMEOUT_MS: z.coerce.number().int().min(1000).max(180_000).default(25_000),
};

type VodacomTzEnv = Omit<z.infer<z.ZodObject<typeof vodacomTzEnv>>, 'VODACOM_TZ_MODE'> & {
  VODACOM_TZ_MODE: 'simulator' | 'openapi' | 'wire';
};

const REQUIRED = [
  'VODACOM_TZ_API_KEY',
  'VODACOM_TZ_PUBLIC_KEY',
  'VODACOM_TZ_SERVICE_PROVIDER_CODE',
  'VODACOM_TZ_ORIGIN',
] as const;

/**
 * What is missing or wrong for VODACOM_TZ_MODE=openapi, one line per setting; empty when fine.
 * In production the sandbox path is refused unless the simulator may serve live money: sandbox
 * payments move no money, so live orders would be credited for nothing.
 */
export function vodacomTzConfigProblems(
  config: VodacomTzEnv & {
    isProduction: boolean;
    RAILS_SIMULATOR: 'on' | 'off';
    JOB_LEASE_MS: number;
  },
): string[] {
  if (config.VODACOM_TZ_MODE !== 'openapi') return [];
  const problems = REQUIRED.filter((key) => !config[key]).map(
    (key) => `  ${key}: required by VODACOM_TZ_MODE=openapi`,
  );
  if (config.VODACOM_TZ_PUBLIC_KEY) {
    try {
      rsaPublicKey(config.VODACOM_TZ_PUBLIC_KEY);
    } catch {
      problems.push('  VODACOM_TZ_PUBLIC_KEY: not an RSA public key (base64 of the X.509 DER)');
    }
  }
  if (config.VODACOM_TZ_SESSION_ACTIVATION_MS + config.VODACOM_TZ_TIMEOUT_MS >= config.JOB_LEASE_MS)
    problems.push(
      '  VODACOM_TZ_TIMEOUT_MS: with VODACOM_TZ_SESSION_ACTIVATION_MS, must be shorter than JOB_LEASE_MS',
    );
  if (
    config.isProduction &&
    config.RAILS_SIMULATOR !== 'on' &&
    /\/sandbox\/ipg\//.test(config.VODACOM_TZ_BASE_URL)
  )
    problems.push(
      '  VODACOM_TZ_BASE_URL: the sandbox moves no money; production needs the /openapi/ path',
    );
  return problems;
}

/**
 * Whether M-Pesa Tanzania goes through the OpenAPI adapter: to the platform (`openapi`), or to the
 * server's own wire simulator (`wire`) where the simulator may answer for live money.
 */
export function vodacomTzAdapterOn(
  config: Pick<VodacomTzEnv, 'VODACOM_TZ_MODE'> & { RAILS_SIMULATOR: 'on' | 'off' },
): boolean {
  return (
    config.VODACOM_TZ_MODE === 'openapi' ||
    (config.VODACOM_TZ_MODE === 'wire' && config.RAILS_SIMULATOR === 'on')
  );
}
