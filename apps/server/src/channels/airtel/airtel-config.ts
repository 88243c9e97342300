import { z } from 'zod';
import { rsaPublicKey } from '../rsa-pkcs1.ts';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/**
 * The AIRTEL_* settings (docs/rails.md "Airtel Money"), parsed with the others by config.ts.
 * AIRTEL_MODE=openapi sends the Airtel Money pay type of each country in AIRTEL_COUNTRIES through
 * the Open API adapter; `wire` sends it through the same adapter to the wire simulator the server
 * starts itself (channels/wire-simulators.ts), where the simulator may answer; `simulator` leaves
 * it to the built-in simulator there. Unset: `wire` in development, `simulator` otherwise.
 */
export const airtelEnv = {
  AIRTEL_MODE: z.enum(['simulator', 'openapi', 'wire']).optional(),
  AIRTEL_BASE_URL: z.string().url().default('https://openapiuat.airtel.africa'),
  AIRTEL_CLIENT_ID: optionalText,
  AIRTEL_CLIENT_SECRET: optionalText,
  /** Base64 of the X.509 DER public key the portal gives for encrypting the disbursement PIN. */
  AIRTEL_PIN_PUBLIC_KEY: optionalText,
  /**
   * The 4-digit PIN of the disbursement wallet; only its encryption ever leaves the server.
   * Unset, collections work and every payout is refused at once (its hold returns).
   */
  AIRTEL_PIN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{4}$/, 'must be the 4-digit wallet PIN')
      .optional(),
  ),
  /** Set when "Callback Authentication" is on for the application: callbacks must carry its hash. */
  AIRTEL_CALLBACK_KEY: optionalText,
  AIRTEL_COUNTRIES: z
    .string()
    .default('KE,TZ')
    .transform((text, ctx) => {
      const countries = text
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      const unknown = countries.filter((c) => c !== 'KE' && c !== 'TZ');
      if (unknown.length === 0 && countries.length > 0) return [...new Set(countries)];
      ctx.addIssue({ code: 'custom', message: 'a comma-separated list of KE and TZ' });
      return z.NEVER;
    }),
};

type AirtelEnv = Omit<z.infer<ReturnType<typeof z.object<typeof airtelEnv>>>, 'AIRTEL_MODE'> & {
  AIRTEL_MODE: 'simulator' | 'openapi' | 'wire';
};

const REQUIRED = ['AIRTEL_CLIENT_ID', 'AIRTEL_CLIENT_SECRET', 'AIRTEL_PIN_PUBLIC_KEY'] as const;

/**
 * What is missing or wrong for AIRTEL_MODE=openapi, one line per setting; empty when fine. In
 * production Airtel's UAT host is refused (unless RAILS_SIMULATOR=on, a staging install): UAT
 * moves no money, so live top-ups would be credited for nothing.
 */
export function airtelConfigProblems(
  config: AirtelEnv & { isProduction: boolean; RAILS_SIMULATOR: 'on' | 'off' },
): string[] {
  if (config.AIRTEL_MODE !== 'openapi') return [];
  const problems = REQUIRED.filter((key) => !config[key]).map(
    (key) => `  ${key}: required by AIRTEL_MODE=openapi`,
  );
  const uat = new URL(config.AIRTEL_BASE_URL).hostname.startsWith('openapiuat.');
  if (uat && config.isProduction && config.RAILS_SIMULATOR !== 'on')
    problems.push("  AIRTEL_BASE_URL: Airtel's UAT moves no money; production needs its live host");
  if (config.AIRTEL_PIN_PUBLIC_KEY) {
    try {
      rsaPublicKey(config.AIRTEL_PIN_PUBLIC_KEY);
    } catch {
      problems.push('  AIRTEL_PIN_PUBLIC_KEY: not an RSA public key (base64 of the X.509 DER)');
    }
  }
  return problems;
}

/** Whether Airtel Money of a country goes through the Open API adapter. */
export function airtelOpenIn(config: AirtelEnv, country: 'KE' | 'TZ'): boolean {
  return config.AIRTEL_MODE === 'openapi' && config.AIRTEL_COUNTRIES.includes(country);
}

/**
 * Whether Airtel Money goes through the Open API adapter: to Airtel (`openapi`), or to the
 * server's own wire simulator (`wire`) where the simulator may answer for live money.
 */
export function airtelAdapterOn(
  config: Pick<AirtelEnv, 'AIRTEL_MODE'> & { RAILS_SIMULATOR: 'on' | 'off' },
): boolean {
  return (
    config.AIRTEL_MODE === 'openapi' ||
    (config.AIRTEL_MODE === 'wire' && config.RAILS_SIMULATOR === 'on')
  );
}
