import { z } from 'zod';
import {
  installationSecrets,
  type InstallationSecretName,
} from './security/installation-secrets.ts';
import { parseTrustedProxies } from './security/trusted-proxies.ts';
import { airtelConfigProblems, airtelEnv } from './channels/airtel/airtel-config.ts';
import { vodacomTzConfigProblems, vodacomTzEnv } from './channels/vodacom-tz/vodacom-tz-config.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, validated in one place; nothing else touches process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Unset: 127.0.0.1 outside production (reachable from this machine only), 0.0.0.0 in it. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /**
   * PostgreSQL connections one instance holds at most. A send holds one for its transaction; more
   * than the database's cores can run only queue inside PostgreSQL, and every instance takes its
   * own share of the server's max_connections (docs/scaling.md).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  /** The floating chat link (e.g. https://wa.me/<number>); unset or empty hides it. */
  CHAT_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  /**
   * The inbox the public contact form writes to. Required with real email (EMAIL_SENDER=smtp);
   * with the development outbox it defaults to DEV_SUPPORT_EMAIL, a name that leaves no machine.
   */
  SUPPORT_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.string().email().optional()),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** log2 of scrypt's N. OWASP asks for 2^17; tests may lower it to keep the suite quick. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  LOGIN_IP_MAX_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** An open operator console stream peeks at its session every 15 times this (30 s). */
  OPS_EVENTS_INTERVAL_MS: z.coerce.number().int().min(20).default(2000),
  /** Live status streams (docs/scaling.md, "Live status"): heartbeat and session check. */
  LIVE_EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(20).default(25_000),
  /** How often the live feed reads while streams are open, besides being woken by commits. */
  LIVE_EVENTS_POLL_MS: z.coerce.number().int().min(20).optional(),
  /** Open live streams per user and instance; a new one closes the oldest. */
  LIVE_EVENTS_MAX_STREAMS: z.coerce.number().int().min(1).default(5),
  /** Per-address limit on the public contact form (messages per hour). */
  CONTACT_MAX_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** 'outbox' records messages for GET /api/dev/outbox; real senders are switched on here. */
  SMS_SENDER: z.enum(['outbox', 'africastalking']).default('outbox'),
  AT_USERNAME: z.string().optional(),
  AT_API_KEY: z.string().optional(),
  AT_SENDER_ID: z.string().optional(),
  AT_BASE_URL: z.string().url().default('https://api.africastalking.com'),
  EMAIL_SENDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('PesaBridge <no-reply@pesabridge.example>'),
  /** Reverse proxies whose X-Forwarded-For is believed: addresses or CIDR ranges, comma-separated. */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((text, ctx) => {
      const parsed = parseTrustedProxies(text);
      if ('proxies' in parsed) return parsed.proxies;
      ctx.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  /**
   * Slow clients (docs/security.md): how long the request line and headers, and the whole
   * request with its body, may take to arrive; how long an idle kept-alive socket stays open; and
   * how many sockets one address may hold at once (the proxies of TRUST_PROXY are exempt).
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(10).max(3_600_000).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(72_000),
  HTTP_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Background jobs (payouts, callbacks) run in this process unless switched off. */
  JOBS_ENABLED: bool.default(true),
  /** The first back-office operator, created at start if missing (or: npm run ops -- create-operator). */
  OPERATOR_USERNAME: z.string().min(3).max(40).optional(),
  OPERATOR_PASSWORD: z.string().min(10).optional(),
  /** How long a payment waits for the account's approvers before it expires and is released. */
  APPROVAL_EXPIRY_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** How long an FX quote's rate is honoured. */
  FX_QUOTE_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
  JOB_POLL_MS: z.coerce.number().int().min(50).default(500),
  /**
   * How long a claim reserves a job. Its worker renews the lease while the job runs, so only a
   * dead (or cut off) worker's jobs pass to another instance after it (jobs/job-queue.ts).
   */
  JOB_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * Prometheus metrics (docs/operations.md, "Metrics"): their own port, never the public one;
   * unset, no metrics server. Bound to this machine unless METRICS_HOST names another address.
   */
  METRICS_PORT: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** How often the read-only ledger check runs while metrics are served. */
  LEDGER_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).default(300_000),
  /** KYC gate: unverified accounts may send or top up at most this much (USD value) per order. */
  KYC_REQUIRED: bool.default(true),
  KYC_UNVERIFIED_LIMIT_USD: z.coerce.number().min(0).default(100),
  /** ... and at most this much (USD value) in a rolling 24 hours and 30 days (docs/money.md). */
  KYC_UNVERIFIED_DAILY_LIMIT_USD: z.coerce.number().min(0).default(200),
  KYC_UNVERIFIED_MONTHLY_LIMIT_USD: z.coerce.number().min(0).default(1000),
  /** The built-in rail simulator: delay of its callbacks, and how often it fails or repeats. */
  CHANNEL_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).default(3000),
  CHANNEL_SIMULATOR_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0.05),
  CHANNEL_SIMULATOR_DUPLICATE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** Signs simulator and bank (VA) callbacks; generated and kept in DATA_DIR when unset. */
  CHANNEL_CALLBACK_SECRET: z.string().min(16).optional(),
  /** A started collection (STK push) whose result has not come is queried after this delay. */
  CHANNEL_STATUS_QUERY_DELAY_MS: z.coerce.number().int().min(0).default(90_000),
  /**
   * Whether the built-in simulator answers for rails that have no real connection: unset, 'on'
   * outside production and 'off' in it, where such rails are switched off. 'on' in production is
   * for a staging install only and is warned about at every start (docs/rails.md).
   */
  RAILS_SIMULATOR: z.enum(['on', 'off']).optional(),
  /** M-Pesa (Kenya) rail: the simulator, or Safaricom Daraja (see docs/rails.md). */
  MPESA_MODE: z.enum(['simulator', 'daraja']).default('simulator'),
  DARAJA_BASE_URL: z.string().url().default('https://sandbox.safaricom.co.ke'),
  DARAJA_CONSUMER_KEY: z.string().optional(),
  DARAJA_CONSUMER_SECRET: z.string().optional(),
  DARAJA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/)
    .optional(),
  DARAJA_PASSKEY: z.string().optional(),
  DARAJA_TRANSACTION_TYPE: z
    .enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'])
    .default('CustomerPayBillOnline'),
  DARAJA_B2C_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/)
    .optional(),
  DARAJA_INITIATOR_NAME: z.string().optional(),
  /** The initiator password, already RSA-encrypted with Safaricom's certificate (base64). */
  DARAJA_SECURITY_CREDENTIAL: z.string().optional(),
  /** Public origin Daraja posts callbacks to; the secret is a path segment of every callback URL. */
  DARAJA_CALLBACK_BASE_URL: z.string().url().optional(),
  DARAJA_CALLBACK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{24,128}$/)
    .optional(),
  /** Comma-separated source IPs allowed to post Daraja callbacks; empty allows any. */
  DARAJA_ALLOWED_IPS: z.string().default(''),
  /** Airtel Money (Kenya and Tanzania): the simulator, or its Open API (channels/airtel). */
  ...airtelEnv,
  /** Vodacom M-Pesa Tanzania: the simulator, or the M-Pesa OpenAPI (channels/vodacom-tz). */
  ...vodacomTzEnv,
  /** Cobo WaaS 2.0 webhook public key (Ed25519, hex or PEM) and the deposit-address seed. */
  COBO_PUBLIC_KEY: z.string().optional(),
  COBO_ADDRESS_SEED: z.string().min(16).optional(),
  /** Uploads: size limit, signed-URL secret (kept in DATA_DIR when unset) and lifetime. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10_485_760),
  FILE_URL_SECRET: z.string().min(32).optional(),
  /** Encrypts merchants' API secrets at rest (AES-256-GCM); kept in DATA_DIR when unset. */
  API_SECRET_KEY: z.string().min(32).optional(),
  /** Webhook deliveries: how long one may take, and how many tries before giving up. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().max(60_000).default(10_000),
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** Resends a merchant may ask for: per event, and per main account in an hour. */
  WEBHOOK_RESENDS_PER_EVENT: z.coerce.number().int().min(1).max(100).default(5),
  WEBHOOK_RESENDS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(100),
  /** Name checks before paying, per main account in an hour (docs/name-check.md). */
  PAYEE_CHECKS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(120),
  FILE_URL_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(300),
  /** 'local' keeps uploads under DATA_DIR/uploads; 's3' uses an S3-compatible bucket. */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

/** Where contact messages are addressed in the development outbox when SUPPORT_EMAIL is unset. */
export const DEV_SUPPORT_EMAIL = 'support@localhost';

/** The settings as the environment gives them; secrets left unset are filled in by buildApp. */
export type LoadedConfig = Omit<
  z.infer<typeof envSchema>,
  'HOST' | 'SUPPORT_EMAIL' | 'RAILS_SIMULATOR' | 'VODACOM_TZ_MODE' | 'AIRTEL_MODE'
> & {
  HOST: string;
  SUPPORT_EMAIL: string;
  RAILS_SIMULATOR: 'on' | 'off';
  VODACOM_TZ_MODE: 'simulator' | 'openapi' | 'wire';
  AIRTEL_MODE: 'simulator' | 'openapi' | 'wire';
  isProduction: boolean;
};

/** The settings the app runs with: every installation secret present (see installation-secrets). */
export type Config = LoadedConfig & Record<InstallationSecretName, string>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): LoadedConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const isProduction = parsed.data.NODE_ENV === 'production';
  // Development runs M-Pesa Tanzania and Airtel Money through their adapters, against the wire
  // simulators the server starts itself (channels/wire-simulators.ts); tests choose per case.
  const railSimulator = parsed.data.NODE_ENV === 'development' ? 'wire' : 'simulator';
  const config = {
    ...parsed.data,
    HOST: parsed.data.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    SUPPORT_EMAIL: parsed.data.SUPPORT_EMAIL ?? DEV_SUPPORT_EMAIL,
    RAILS_SIMULATOR: parsed.data.RAILS_SIMULATOR ?? (isProduction ? 'off' : 'on'),
    VODACOM_TZ_MODE: parsed.data.VODACOM_TZ_MODE ?? railSimulator,
    AIRTEL_MODE: parsed.data.AIRTEL_MODE ?? railSimulator,
    isProduction,
  };
  if (config.SMS_SENDER === 'africastalking' && !(config.AT_USERNAME && config.AT_API_KEY)) {
    throw new Error('Invalid configuration:\n  AT_USERNAME, AT_API_KEY: required by SMS_SENDER');
  }
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (config.FILE_STORE === 's3' && s3.some((key) => !config[key])) {
    throw new Error(`Invalid configuration:\n  ${s3.join(', ')}: required by FILE_STORE=s3`);
  }
  if (config.HTTP_HEADERS_TIMEOUT_MS > config.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error(
      'Invalid configuration:\n  HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS',
    );
  }
  // Metrics name the jobs and the ledger's health: never served beside the public pages.
  if (
    config.METRICS_PORT !== undefined &&
    config.METRICS_PORT !== 0 &&
    config.METRICS_PORT === config.PORT
  ) {
    throw new Error('Invalid configuration:\n  METRICS_PORT: must differ from PORT');
  }
  if (config.EMAIL_SENDER === 'smtp' && !config.SMTP_URL) {
    throw new Error('Invalid configuration:\n  SMTP_URL: required by EMAIL_SENDER=smtp');
  }
  const daraja = [
    'DARAJA_CONSUMER_KEY',
    'DARAJA_CONSUMER_SECRET',
    'DARAJA_SHORTCODE',
    'DARAJA_PASSKEY',
    'DARAJA_INITIATOR_NAME',
    'DARAJA_SECURITY_CREDENTIAL',
    'DARAJA_CALLBACK_BASE_URL',
    'DARAJA_CALLBACK_SECRET',
  ] as const;
  if (config.MPESA_MODE === 'daraja' && daraja.some((key) => !config[key])) {
    throw new Error(
      `Invalid configuration:\n  ${daraja.join(', ')}: required by MPESA_MODE=daraja`,
    );
  }
  const airtel = airtelConfigProblems(config);
  if (airtel.length > 0) throw new Error(`Invalid configuration:\n${airtel.join('\n')}`);
  const vodacomTz = vodacomTzConfigProblems(config);
  if (vodacomTz.length > 0) throw new Error(`Invalid configuration:\n${vodacomTz.join('\n')}`);
  if (config.EMAIL_SENDER === 'smtp' && !parsed.data.SUPPORT_EMAIL) {
    throw new Error('Invalid configuration:\n  SUPPORT_EMAIL: required by EMAIL_SENDER=smtp');
  }
  const missingSecrets = Object.entries(installationSecrets)
    .filter(
      ([name, secret]) => secret.requiredInProduction && !config[name as InstallationSecretName],
    )
    .map(([name]) => `  ${name}: required in production (at least 16 characters)`);
  if (config.isProduction && missingSecrets.length > 0) {
    throw new Error(`Invalid configuration:\n${missingSecrets.join('\n')}`);
  }
  if (config.isProduction && (config.SMS_SENDER === 'outbox' || config.EMAIL_SENDER === 'outbox')) {
    throw new Error(
      'Invalid configuration:\n  SMS_SENDER, EMAIL_SENDER: production needs real senders',
    );
  }
  return config;
}
