import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/**
 * Bulk payment files (issue 31): the server time of `POST /batch/upload` for a realistic mixed
 * 1,000-row CSV (read, every row checked by the rules of a single send, name check, warnings,
 * rows stored; target ≤ 2 s), and the memory a 5,000-row upload takes (RSS and heap, at its peak
 * and what stays after it). On SQLite, and on PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set. `--expose-gc` (scripts/bench.mjs passes it) makes the heap figures
 * steady; without it they include garbage not yet collected.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 2000;

const FIRST = ['Wanjiku', 'Amani', 'Otieno', 'Achieng', 'Kamau', 'Njeri', 'Mwangi', 'Chebet'];
const LAST = ['Kamau', 'Otieno', 'Wafula', 'Mutua', 'Kiptoo', 'Ochieng', 'Mwende', 'Barasa'];
const BANKS = ['01', '02', '03', '11', '68'];

/** A Safaricom number written as people write it: local, international, spaced, bare. */
function mpesaNumber(i: number): string {
  const digits = `7${String(20_000_000 + ((i * 7919) % 9_000_000)).padStart(8, '0')}`;
  switch (i % 4) {
    case 0:
      return `0${digits}`;
    case 1:
      return `+254${digits}`;
    case 2:
      return `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    default:
      return `254${digits}`;
  }
}

/**
 * A payroll as companies fill it: mostly M-Pesa wallets, a tenth bank accounts, a tenth saved
 * recipients by id, and the rest the rows that make checking work: name-check magic numbers
 * (docs/name-check.md), payees repeated with the same amount, Chinese names, and about 4% of
 * rows with errors (a bad number, no amount, an unknown pay type, below the minimum).
 */
function payroll(rows: number, payeeIds: number[]): string {
  const lines = ['name,payType,phone,bankCode,bankNo,amount,currency,note,payeeId'];
  for (let i = 1; i <= rows; i++) {
    const name = `${FIRST[i % FIRST.length]} ${LAST[(i * 3) % LAST.length]}`;
    const amount = String(500 + ((i * 37) % 9500));
    const kind = i % 25;
    if (kind < 16) lines.push(`${name},2,${mpesaNumber(i)},,,${amount},KES,Salary November,`);
    else if (kind < 19)
      lines.push(
        `${name},101,,${BANKS[i % BANKS.length]},${String(1_000_000_000 + i * 13)},${amount},KES,Invoice ${i},`,
      );
    else if (kind < 21) lines.push(`,,,,,${amount},KES,Retainer,${payeeIds[i % payeeIds.length]}`);
    else if (kind === 21)
      lines.push(`Wanjiku Kamau,2,07221${String(i % 10)}9901,,,${amount},KES,,`);
    else if (kind === 22) lines.push(`张伟,2,${mpesaNumber(i - 1)},,,${amount},KES,工资,`);
    else if (kind === 23) lines.push(lines[lines.length - 1]!);
    else {
      const errors = [
        `${name},2,12345,,,${amount},KES,,`,
        `${name},2,${mpesaNumber(i)},,,,KES,,`,
        `${name},9,${mpesaNumber(i)},,,${amount},KES,,`,
        `${name},2,${mpesaNumber(i)},,,0.5,KES,,`,
      ];
      lines.push(errors[i % errors.length]!);
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

interface Engine {
  name: string;
  databaseUrl?: string;
}

interface EngineRun {
  engine: string;
  uploadMs: number[];
  /** CPU time of this process (server and client) per upload: steadier on a busy machine. */
  uploadCpuMs: number[];
  check: string;
  memory: {
    rssBeforeMb: number;
    rssPeakMb: number;
    heapPeakMb: number;
    rssAfterMb: number;
    heapAfterMb: number;
  };
  bigUploadMs: number;
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const gc = (globalThis as { gc?: () => void }).gc;

async function benchEngine({ name, databaseUrl }: Engine): Promise<EngineRun> {
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
  const { server, money } = await buildApp({ config, logger: false });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  let token = '';
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { code: number; data: T; msg: string };
    if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
    return reply.data;
  };
  const phone = `07${String(Date.now()).slice(-8)}`;
  await post('/common/sendCode', { countryId: 254, phone, scene: 'register' });
  const outbox = (await (await fetch(`${address}/api/dev/outbox?limit=1`)).json()) as {
    data: Array<{ code: string }>;
  };
  token = await post<string>('/user/register', {
    userType: 2,
    countryId: 254,
    phone,
    code: outbox.data[0]!.code,
    password: 'Bench1234',
  });
  // A balance that covers the files, so the totals are computed as for a real submission.
  await post('/recharge/create', {
    sn: `RBB${Date.now()}`,
    scope: 0,
    payType: 502,
    currencyId: 404,
    amount: '90000000',
  });
  await money.worker.runDue();
  const payeeIds: number[] = [];
  for (let i = 0; i < 5; i++)
    payeeIds.push(
      (
        await post<{ id: number }>('/payee/add', {
          countryId: 254,
          payType: 2,
          currencyId: 404,
          name: `Saved Recipient ${i}`,
          type: 2,
          phone: `07229900${String(10 + i)}`,
        })
      ).id,
    );

  const upload = async (csv: string) => {
    const form = new FormData();
    form.append('scope', '0');
    form.append('currencyId', '404');
    form.append('file', new Blob([csv]), 'payroll.csv');
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const response = await fetch(`${address}/api/batch/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const reply = (await response.json()) as {
      code: number;
      msg: string;
      data: { rows: number; valid: number; invalid: number; warnings: number };
    };
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (reply.code !== 200) throw new Error(`/batch/upload: ${reply.code} ${reply.msg}`);
    return { ms, cpuMs, ...reply.data };
  };

  const thousand = payroll(1000, payeeIds);
  // One upload first, unmeasured: it compiles the code paths and fills the reference caches.
  await upload(thousand);
  const uploadMs: number[] = [];
  const uploadCpuMs: number[] = [];
  let counts = { rows: 0, valid: 0, invalid: 0, warnings: 0 };
  for (let run = 0; run < RUNS; run++) {
    const result = await upload(thousand);
    uploadMs.push(result.ms);
    uploadCpuMs.push(result.cpuMs);
    counts = result;
  }

  const fiveThousand = payroll(5000, payeeIds);
  gc?.();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: before.heapUsed };
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  }, 10);
  const big = await upload(fiveThousand);
  clearInterval(sampler);
  gc?.();
  const after = process.memoryUsage();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    engine: name,
    uploadMs,
    uploadCpuMs,
    check: `${counts.rows} rows: ${counts.valid} valid, ${counts.invalid} invalid, ${counts.warnings} with warnings; 5,000 rows: ${big.valid} valid, ${big.invalid} invalid`,
    memory: {
      rssBeforeMb: mb(before.rss),
      rssPeakMb: mb(peak.rss - before.rss),
      heapPeakMb: mb(peak.heap - before.heapUsed),
      rssAfterMb: mb(after.rss - before.rss),
      heapAfterMb: mb(after.heapUsed - before.heapUsed),
    },
    bigUploadMs: big.ms,
  };
}

const engines: Engine[] = [{ name: 'SQLite' }];
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) engines.push({ name: 'PostgreSQL', databaseUrl: pgUrl });

console.log(
  `Bulk payment files: POST /batch/upload (server and client in one process, ${RUNS} runs after a warm-up; gc ${gc ? 'exposed' : 'not exposed'})`,
);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
for (const engine of engines) {
  const run = await benchEngine(engine);
  const wall = median(run.uploadMs);
  const m = run.memory;
  console.log(`\n${run.engine}: ${run.check}`);
  console.log(
    `  checking 1,000 rows: median ${wall.toFixed(0)} ms (runs ${run.uploadMs.map((ms) => ms.toFixed(0)).join(', ')} ms); CPU ${median(run.uploadCpuMs).toFixed(0)} ms`,
  );
  console.log(
    `  ratio 1,000-row check / target ${TARGET_MS} ms: ${(wall / TARGET_MS).toFixed(3)} (target ≤ 1)`,
  );
  console.log(
    `  5,000 rows: ${run.bigUploadMs.toFixed(0)} ms; from RSS ${m.rssBeforeMb.toFixed(0)} MB, growth at peak RSS +${m.rssPeakMb.toFixed(1)} MB, heap +${m.heapPeakMb.toFixed(1)} MB; after it RSS +${m.rssAfterMb.toFixed(1)} MB, heap +${m.heapAfterMb.toFixed(1)} MB`,
  );
}
