import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import { loadConfig, type LoadedConfig } from '../src/config.ts';
import { openDatabase, type Engine } from '../src/db/database.ts';

/** Every integration suite runs on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface Reply<T = unknown> {
  code: number;
  msg: string;
  data: T;
  rows?: unknown[];
  total?: number;
}

export interface Harness {
  app: App;
  /** The configuration the app was built with (a second instance on the same database reuses it). */
  config: LoadedConfig;
  clock: ManualClock;
  engine: Engine;
  /** POST (or GET) a call under /api and return the parsed envelope. */
  call<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<Reply<T>>;
  /** The latest code sent to a phone (E.164) or email, from the development outbox. */
  lastCode(to: string): Promise<string>;
  /** Moves time past the 300 ms duplicate-submit window. */
  tick(ms?: number): void;
  close(): Promise<void>;
}

export interface CallOptions {
  token?: string;
  lang?: 'en_US' | 'zh_CN';
  method?: 'GET' | 'POST';
}

export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `pesa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Calls under /api of one app instance, returning the parsed envelope. */
export function appCaller(app: App): Harness['call'] {
  return async <T>(path: string, body: unknown = {}, opts: CallOptions = {}) => {
    const headers: Record<string, string> = { 'content-language': opts.lang ?? 'en_US' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const method = opts.method ?? 'POST';
    const response = await app.server.inject({
      method,
      url: `/api${path}`,
      headers,
      ...(method === 'POST' && { payload: body as object }),
    });
    // A file download (the audit CSV) is no envelope: a 200 with its text as the data.
    if (!String(response.headers['content-type'] ?? '').includes('json'))
      return { code: response.statusCode, msg: '', data: response.body as T } as Reply<T>;
    return response.json() as Reply<T>;
  };
}

export async function startHarness(
  engine: Engine,
  env: Record<string, string> = {},
  /** Log lines go here (at LOG_LEVEL from env); without it the app logs nothing. */
  logStream?: NodeJS.WritableStream,
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-test-'));
  const pgDb = engine === 'postgres' ? await createPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '12',
    ...(pgDb && { DATABASE_URL: pgDb.url }),
    ...env,
  });
  const clock = new ManualClock(Date.now());
  const db = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const app = await buildApp({ config, clock, db, logger: logStream !== undefined, logStream });
  const call = appCaller(app);

  return {
    app,
    config,
    clock,
    engine,
    call,
    async lastCode(to) {
      const reply = await call<Array<{ code: string }>>(
        `/dev/outbox?to=${encodeURIComponent(to)}`,
        undefined,
        { method: 'GET' },
      );
      const code = reply.data[0]?.code;
      if (!code) throw new Error(`no code was sent to ${to}`);
      return code;
    },
    tick(ms = 1_000) {
      clock.advance(ms);
    },
    async close() {
      await app.server.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let phoneCounter = 0;
/** A fresh valid Kenyan mobile number (07xx…) per call within a file. */
export function uniqueKenyanPhone(): string {
  phoneCounter++;
  const suffix = String((process.pid * 1000 + phoneCounter) % 10_000_000).padStart(7, '0');
  return `071${suffix}`;
}

export function e164Kenya(national: string): string {
  return `+254${national.replace(/^0/, '')}`;
}

/**
 * Registers an individual by phone through the real calls; returns the token and E.164 phone.
 * Kenyan unless `countryId` is 255 (a +255 mobile, 075…).
 */
export async function registerByPhone(
  h: Harness,
  options: { phone?: string; password?: string; userType?: 1 | 2 | 3; countryId?: 254 | 255 } = {},
): Promise<{ token: string; phone: string; national: string; password: string }> {
  const countryId = options.countryId ?? 254;
  const national =
    options.phone ??
    (countryId === 255 ? `075${uniqueKenyanPhone().slice(3)}` : uniqueKenyanPhone());
  const password = options.password ?? 'Secret123';
  const sent = await h.call('/common/sendCode', {
    countryId,
    phone: national,
    scene: 'register',
  });
  if (sent.code !== 200) throw new Error(`sendCode failed: ${sent.code} ${sent.msg}`);
  const phone = `+${countryId}${national.replace(/^0/, '')}`;
  const code = await h.lastCode(phone);
  h.tick();
  const reply = await h.call<string>('/user/register', {
    userType: options.userType ?? 2,
    countryId,
    phone: national,
    code,
    password,
  });
  if (reply.code !== 200) throw new Error(`register failed: ${reply.code} ${reply.msg}`);
  h.tick();
  return { token: reply.data, phone, national, password };
}
