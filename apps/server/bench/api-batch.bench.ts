import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { approvedMerchant, sign } from './payouts.ts';

/**
 * Payouts per second through one 1,000-item merchant API batch (POST /open/v1/b2c/batch) beside
 * 1,000 single signed payouts (POST /open/v1/b2c/payout, CONNECTIONS at a time), in the same run
 * and on the same app. Each figure is end to end: from the first request until all 1,000 orders
 * are final (held, paid by the simulated rail, settled), the job worker draining in process. The
 * batch call's own reply time (checking 1,000 items) is printed too. Benches print, never assert.
 */
const ITEMS = Number(process.env.BENCH_BATCH_ITEMS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_BATCH_CONNECTIONS ?? 32);

interface BatchRun {
  engine: string;
  singlesPerSecond: number;
  batchPerSecond: number;
  batchReplyMs: number;
  singlesReplyMs: number;
  check: string;
}

function payout(merchantOrderNo: string) {
  return {
    merchantOrderNo,
    payType: 2,
    currencyId: 404,
    amount: '100',
    phone: '+254722000111',
    name: 'Bench Recipient',
    narrative: 'bench',
  };
}

async function benchBatch(engine: string, databaseUrl?: string): Promise<BatchRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    KYC_REQUIRED: 'false',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    LOGIN_IP_MAX_PER_MINUTE: '1000000',
    CHANNEL_SIMULATOR_DELAY_MS: '0',
    CHANNEL_SIMULATOR_FAILURE_RATE: '0',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const { server, money, db } = await buildApp({ config, logger: false });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  const userId = await approvedMerchant(address, db.kysely);
  // No notify URL: webhook tries to a made-up host would time the network, not the payouts.
  await db.kysely
    .updateTable('api_access')
    .set({ notify_url: '' })
    .where('user_id', '=', userId)
    .execute();
  const pair = await money.apiKeys.issue(db.kysely, userId, 'live', new Date().toISOString());
  const signed = async <T>(path: string, body: unknown): Promise<T> => {
    const raw = JSON.stringify(body);
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sign(pair, path, raw) },
      body: raw,
    });
    const reply = (await response.json()) as { code: number; msg: string; data: T };
    if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
    return reply.data;
  };
  const funds = { currencyId: 404, amount: '900000000' };
  const tag = Date.now().toString(36);
  await signed('/open/v1/c2b/collect', {
    merchantOrderNo: `fund-${tag}`,
    payType: 2,
    phone: '+254722000999',
    ...funds,
  });
  await money.worker.runDue();
  await signed('/open/v1/transfer', {
    merchantOrderNo: `move-${tag}`,
    fromAccountType: 2,
    toAccountType: 0,
    ...funds,
  });

  const singlesStart = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < ITEMS) {
        const i = next++;
        await signed('/open/v1/b2c/payout', payout(`S-${tag}-${i}`));
      }
    }),
  );
  const singlesReplyMs = performance.now() - singlesStart;
  await money.worker.runDue();
  const singlesMs = performance.now() - singlesStart;

  const items = Array.from({ length: ITEMS }, (_, i) => payout(`B-${tag}-${i}`));
  const batchStart = performance.now();
  const reply = await signed<{ batchSn: string; accepted: number }>('/open/v1/b2c/batch', {
    merchantBatchNo: `BATCH-${tag}`,
    items,
  });
  const batchReplyMs = performance.now() - batchStart;
  await money.worker.runDue();
  const batchMs = performance.now() - batchStart;

  const query = await signed<{ counts: { succeeded: number }; completedTime: string | null }>(
    '/open/v1/batch/query',
    { batchSn: reply.batchSn },
  );
  const paid = await db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('main_user_id', '=', userId)
    .where('api_kind', '=', 'payout')
    .where('status', '=', 1)
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
    engine,
    singlesPerSecond: (ITEMS * 1000) / singlesMs,
    batchPerSecond: (ITEMS * 1000) / batchMs,
    batchReplyMs,
    singlesReplyMs,
    check: `batch accepted ${reply.accepted}, ${query.counts.succeeded} succeeded, ${query.completedTime ? 'completed' : 'NOT completed'}; ${Number(paid.n)} payouts paid in all; ledger ${unbalanced.length ? 'UNBALANCED' : 'balanced'}`,
  };
}

const runs = [await benchBatch('SQLite')];
// PostgreSQL only when asked for by name: both engines would take this bench past a minute.
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) runs.push(await benchBatch('PostgreSQL', pgUrl));
console.log(
  `\n${ITEMS} payouts end to end (accepted, paid by the simulated rail, settled), singles ${CONNECTIONS} at a time:`,
);
for (const run of runs) {
  console.log(
    `${run.engine}: single payouts ${run.singlesPerSecond.toFixed(0)}/s, one batch ${run.batchPerSecond.toFixed(0)}/s, batch/single ${(run.batchPerSecond / run.singlesPerSecond).toFixed(2)}; the batch call answered in ${run.batchReplyMs.toFixed(0)} ms, the last single in ${run.singlesReplyMs.toFixed(0)} ms`,
  );
  console.log(`  check: ${run.check}`);
}
