import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalRequest } from '@pesa/domain';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { load, type LoadResult } from './load.ts';

export interface PayoutRun {
  result: LoadResult;
  /** Milliseconds of server CPU per answered payout. */
  cpuPerPayout: number;
  /** What the database holds after the run. */
  check: string;
}

const PAYOUT_PATH = '/open/v1/b2c/payout';

/**
 * Payouts per second over HTTP: each POST /open/v1/b2c/payout is signed by the load generator
 * as a merchant signs it (HMAC-SHA256 over method, path, time, nonce and body hash, a fresh
 * nonce and merchantOrderNo per request), and the server checks the key, the signature and the
 * nonce, validates, prices, holds amount and fee from B2C and queues the payout job, durably,
 * before the reply.
 */
export async function benchPayouts(
  seconds: number,
  connections: number,
  databaseUrl?: string,
): Promise<PayoutRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    KYC_REQUIRED: 'false',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CHANNEL_SIMULATOR_DELAY_MS: '0',
    CHANNEL_SIMULATOR_FAILURE_RATE: '0',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const { server, money, db } = await buildApp({ config, logger: false });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const userId = await approvedMerchant(address, db.kysely);
  const now = new Date().toISOString();
  const pair = await money.apiKeys.issue(db.kysely, userId, 'live', now);
  const signed = async (path: string, body: unknown) => {
    const raw = JSON.stringify(body);
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sign(pair, path, raw) },
      body: raw,
    });
    const reply = (await response.json()) as { code: number; msg: string };
    if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
  };
  // Fund B2C the way a merchant does: a collection into C2B, then a transfer.
  const funds = { currencyId: 404, amount: '900000000' };
  await signed('/open/v1/c2b/collect', {
    merchantOrderNo: 'bench-fund',
    payType: 2,
    phone: '+254722000999',
    ...funds,
  });
  await money.worker.runDue();
  await signed('/open/v1/transfer', {
    merchantOrderNo: 'bench-move',
    fromAccountType: 2,
    toAccountType: 0,
    ...funds,
  });
  const body = JSON.stringify({
    merchantOrderNo: 'BP[<id>]',
    payType: 2,
    currencyId: 404,
    amount: '100',
    phone: '+254722000111',
    name: 'Bench Recipient',
    narrative: 'bench',
  });
  const cpuBefore = process.cpuUsage();
  const result = await load({
    url: `${address}${PAYOUT_PATH}`,
    headers: { 'content-type': 'application/json' },
    body,
    seconds,
    connections,
    sign: { accessKey: pair.accessKey, secret: pair.secret, path: PAYOUT_PATH },
  });
  const cpu = process.cpuUsage(cpuBefore);
  const paid = await db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('main_user_id', '=', userId)
    .where('api_kind', '=', 'payout')
    .executeTakeFirstOrThrow();
  const unbalanced = await db.kysely
    .selectFrom('ledger_postings')
    .select('currency_id')
    .groupBy('currency_id')
    .having((eb) => eb.fn.sum('amount'), '!=', 0)
    .execute();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    result,
    cpuPerPayout: (cpu.user + cpu.system) / 1000 / Math.max(result.total, 1),
    check: `${Number(paid.n)} payouts written for ${result.total} replies, ledger ${unbalanced.length ? 'UNBALANCED' : 'balanced'}`,
  };
}

export function sign(pair: { accessKey: string; secret: string }, path: string, raw: string) {
  const timestamp = String(Date.now());
  const nonce = randomBytes(12).toString('hex');
  const bodySha256Hex = createHash('sha256').update(raw).digest('hex');
  const signature = createHmac('sha256', pair.secret)
    .update(canonicalRequest({ method: 'POST', path, timestamp, nonce, bodySha256Hex }))
    .digest('hex');
  return {
    'x-access-key': pair.accessKey,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature,
  };
}

/** A company registered over HTTP whose API access is approved (the review has its own tests). */
export async function approvedMerchant(
  address: string,
  kysely: Awaited<ReturnType<typeof buildApp>>['db']['kysely'],
): Promise<number> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { code: number; data: unknown; msg: string };
    if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
    return reply.data;
  };
  const phone = `07${String(Date.now()).slice(-8)}`;
  await post('/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const outbox = (await (await fetch(`${address}/api/dev/outbox?limit=1`)).json()) as {
    data: Array<{ code: string }>;
  };
  const token = (await post('/user/register', {
    userType: 1,
    countryId: 254,
    phone,
    code: outbox.data[0]!.code,
    password: 'Bench1234',
  })) as string;
  const { userId } = (await post('/user/info', {}, token)) as { userId: number };
  const now = new Date().toISOString();
  await kysely
    .insertInto('api_access')
    .values({
      user_id: userId,
      company_name: 'Bench Merchant Ltd',
      description: 'bench',
      monthly_volume: '1000000',
      notify_url: 'https://merchant.example/notify',
      ip_whitelist: '',
      audit_status: 1,
      reject_reason: null,
      audited_by: null,
      audit_time: now,
      create_time: now,
      update_time: now,
    })
    .execute();
  return userId;
}
