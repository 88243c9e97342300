import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Every setting the server reads, validated in one place; nothing else touches process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  CHAT_URL: z.string().url().default('https://wa.me/254700000000'),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** log2 of scrypt's N. OWASP asks for 2^17; tests may lower it to keep the suite quick. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  LOGIN_IP_MAX_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** 'outbox' records messages for GET /api/dev/outbox; real senders are switched on here. */
  SMS_SENDER: z.enum(['outbox', 'africastalking']).default('outbox'),
  AT_USERNAME: z.string().optional(),
  AT_API_KEY: z.string().optional(),
  AT_SENDER_ID: z.string().optional(),
  AT_BASE_URL: z.string().url().default('https://api.africastalking.com'),
  EMAIL_SENDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('PesaBridge <no-reply@pesabridge.example>'),
  TRUST_PROXY: bool.default(false),
  /** Background jobs (payouts, callbacks) run in this process unless switched off. */
  JOBS_ENABLED: bool.default(true),
  JOB_POLL_MS: z.coerce.number().int().min(50).default(500),
  /** The built-in rail simulator: delay of its callbacks, and how often it fails or repeats. */
  CHANNEL_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).default(3000),
  CHANNEL_SIMULATOR_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0.05),
  CHANNEL_SIMULATOR_DUPLICATE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  CHANNEL_CALLBACK_SECRET: z.string().min(16).default('simulator-callback-secret-dev'),
  /** Uploads: size limit, signed-URL secret (kept in DATA_DIR when unset) and lifetime. */
  UPLOAD_MAX_BYTES: z.coerce.number().int().positive().default(10_485_760),
  FILE_URL_SECRET: z.string().min(32).optional(),
  FILE_URL_TTL_SECONDS: z.coerce.number().int().positive().max(86_400).default(300),
  /** 'local' keeps uploads under DATA_DIR/uploads; 's3' uses an S3-compatible bucket. */
  FILE_STORE: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Config = z.infer<typeof envSchema> & { isProduction: boolean };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = { ...parsed.data, isProduction: parsed.data.NODE_ENV === 'production' };
  if (config.SMS_SENDER === 'africastalking' && !(config.AT_USERNAME && config.AT_API_KEY)) {
    throw new Error('Invalid configuration:\n  AT_USERNAME, AT_API_KEY: required by SMS_SENDER');
  }
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (config.FILE_STORE === 's3' && s3.some((key) => !config[key])) {
    throw new Error(`Invalid configuration:\n  ${s3.join(', ')}: required by FILE_STORE=s3`);
  }
  if (config.EMAIL_SENDER === 'smtp' && !config.SMTP_URL) {
    throw new Error('Invalid configuration:\n  SMTP_URL: required by EMAIL_SENDER=smtp');
  }
  if (config.isProduction && config.CHANNEL_CALLBACK_SECRET === 'simulator-callback-secret-dev') {
    throw new Error(
      'Invalid configuration:\n  CHANNEL_CALLBACK_SECRET: set a secret in production',
    );
  }
  if (config.isProduction && (config.SMS_SENDER === 'outbox' || config.EMAIL_SENDER === 'outbox')) {
    throw new Error(
      'Invalid configuration:\n  SMS_SENDER, EMAIL_SENDER: production needs real senders',
    );
  }
  return config;
}
