import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { eventually, killHard, startServerProcess } from '../test/server-process.ts';
import { load, WARM_UP_SECONDS, type LoadResult } from './load.ts';
import { cpuMs, machineCpu, machineCpuPer, type MachineCpu } from './machine-cpu.ts';
import { COUNTS_LINE, perUnit, type RoundTripCounts } from './round-trip-counter.mjs';

type Counts = RoundTripCounts;
/** Per send: round trips, commits, and the BEGIN … COMMIT blocks among the commits. */
export type PerSend = ReturnType<typeof perUnit>;

export interface InstancesRun {
  one: LoadResult;
  two: LoadResult;
  /** Server CPU (all instances together) per send written, in ms. */
  cpuOne: number;
  cpuTwo: number;
  /** What the instances sent to PostgreSQL per send written, counted in their driver. */
  tripsOne: PerSend;
  tripsTwo: PerSend;
  /** The whole machine's CPU per send written, PostgreSQL's part of it apart. */
  machineOne: MachineCpu;
  machineTwo: MachineCpu;
  /** Bytes of write-ahead log per send written, from a checkpoint just before the row. */
  walOne: number;
  walTwo: number;
  check: string;
}

/**
 * A server process's counts so far: it prints them on SIGUSR2 (round-trip-counter.mjs, preloaded
 * into it), and the reading is the first line printed after the signal.
 */
async function countsOf(server: { child: ChildProcess; output: () => string }): Promise<Counts> {
  const seen = server.output().split(COUNTS_LINE).length;
  server.child.kill('SIGUSR2');
  const line = await eventually(async () => {
    const parts = server.output().split(COUNTS_LINE);
    return parts.length > seen ? parts[seen]!.split('\n')[0]! : undefined;
  }, 20);
  return JSON.parse(line) as Counts;
}

const sumCounts = (all: Counts[]): Counts => ({
  roundTrips: all.reduce((sum, c) => sum + c.roundTrips, 0),
  blocks: all.reduce((sum, c) => sum + c.blocks, 0),
  single: all.reduce((sum, c) => sum + c.single, 0),
});

function sumResults(results: LoadResult[]): LoadResult {
  return {
    rps: results.reduce((sum, r) => sum + r.rps, 0),
    total: results.reduce((sum, r) => sum + r.total, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

/**
 * Sends on PostgreSQL from `wallets` customers, each with its own wallet, first through one
 * server process, then through two processes on the same database at once (each driven by its
 * own load generator with half the connections, every sender reaching both instances). The
 * servers run compiled, as `npm start` runs them (test/server-process.ts), so the second instance
 * has its own event loop, pool and caches, as a second machine would.
 */
export async function benchInstances(
  databaseUrl: string,
  options: { seconds: number; connections: number; wallets: number },
): Promise<InstancesRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-bench-instances-'));
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: '12',
    KYC_REQUIRED: 'false',
    // The customers are all signed up from this one address.
    LOGIN_IP_MAX_PER_MINUTE: '1000000',
    CHANNEL_SIMULATOR_DELAY_MS: '0',
    CHANNEL_SIMULATOR_FAILURE_RATE: '0',
    // Sends only, as in the one-instance row: the payouts they queue are left for later, so the
    // instances' CPU and the machine's cores go to sends (top-ups are credited below).
    JOBS_ENABLED: 'false',
    // Counts what each instance sends to PostgreSQL, printed on SIGUSR2 (countsOf above).
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${fileURLToPath(new URL('./round-trip-counter.mjs', import.meta.url))}`,
    PG_ROUND_TRIPS_ON_SIGNAL: '1',
  };
  // The JavaScript `npm start` runs, compiled from this checkout (as `npm start` compiles it).
  execFileSync(process.execPath, [
    fileURLToPath(new URL('../scripts/compile.mjs', import.meta.url)),
  ]);
  const first = await startServerProcess(env, { compiled: true });
  const second = await startServerProcess(env, { compiled: true });
  try {
    const run = Date.now().toString(36);
    const senders = [];
    // A few at a time: sign-up hashes passwords, and the machine has few cores.
    for (let i = 0; i < options.wallets; i += 10) {
      const batch = Array.from({ length: Math.min(10, options.wallets - i) }, (_, j) =>
        customer(first.url, `${run}${i + j}`, i + j),
      );
      senders.push(...(await Promise.all(batch)));
    }
    await creditTopUps(
      env,
      senders.map((s) => s.topUp),
    );
    const bodies = senders.map(({ token, payeeId }) => ({
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        sn: 'M[<id>]',
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount: '100',
        fundPassword: '246810',
      }),
    }));
    // Each customer's first send on an instance checks the transaction password with scrypt;
    // later ones within 10 minutes find it remembered (fund-password.service.ts). Warm both
    // instances first, so the rows measure sends, not one hash per customer and instance.
    for (const { url } of [first, second])
      for (const [i, { headers, body }] of bodies.entries()) {
        const response = await fetch(`${url}/api/order/create`, {
          method: 'POST',
          headers,
          body: body.replace('[<id>]', `W${run}${url.slice(-5)}${i}`),
        });
        const reply = (await response.json()) as { code: number; msg: string };
        if (reply.code !== 200) throw new Error(`warm-up send: ${reply.code} ${reply.msg}`);
      }
    // Then both under load, unmeasured (WARM_UP_SECONDS). Without it the second instance met its
    // first load in the two-instance row, and on a slow machine V8's compiler threads took a tenth
    // of the machine's CPU there (docs/scaling.md).
    const warmUp = await Promise.all(
      [first, second].map(({ url }) =>
        load({
          url: `${url}/api/order/create`,
          senders: bodies,
          seconds: WARM_UP_SECONDS,
          connections: Math.round(options.connections / 2),
        }),
      ),
    );
    // The warm-up's last sends land before the first row counts what is written.
    await settledSends(databaseUrl, run);
    const drive = async (urls: string[]) => {
      const pids = [first.child.pid!, second.child.pid!];
      const ordersBefore = await sendsOfRun(databaseUrl, run);
      const countsBefore = sumCounts(await Promise.all([first, second].map(countsOf)));
      // Each row starts after a checkpoint, so both pay the same first full-page images.
      const walBefore = await walPosition(databaseUrl, true);
      const before = pids.map(cpuMs);
      const machineBefore = machineCpu();
      const results = await Promise.all(
        urls.map((url) =>
          load({
            url: `${url}/api/order/create`,
            senders: bodies,
            seconds: options.seconds,
            connections: Math.round(options.connections / urls.length),
          }),
        ),
      );
      // The sends still in flight when the load stopped finish before the reading, and count:
      // at a few hundred sends a second, 64 in flight are a large share of a run.
      const sends = (await settledSends(databaseUrl, run)) - ordersBefore;
      const machine = machineCpuPer(machineBefore, machineCpu(), sends);
      const cpu = pids.map((pid, i) => cpuMs(pid) - before[i]!).reduce((a, b) => a + b, 0);
      const countsAfter = sumCounts(await Promise.all([first, second].map(countsOf)));
      const wal = (await walPosition(databaseUrl, false)) - walBefore;
      return {
        wal: wal / Math.max(sends, 1),
        result: sumResults(results),
        cpuPerSend: cpu / Math.max(sends, 1),
        trips: perUnit(countsBefore, countsAfter, sends),
        machine,
      };
    };
    const one = await drive([first.url]);
    const two = await drive([first.url, second.url]);
    return {
      one: one.result,
      two: two.result,
      cpuOne: one.cpuPerSend,
      cpuTwo: two.cpuPerSend,
      tripsOne: one.trips,
      tripsTwo: two.trips,
      machineOne: one.machine,
      machineTwo: two.machine,
      walOne: one.wal,
      walTwo: two.wal,
      check: await ledgerCheck(
        databaseUrl,
        run,
        // Every send answered: one per customer and instance first, then the loads'.
        2 * bodies.length + sumResults([...warmUp, one.result, two.result]).total,
      ),
    };
  } finally {
    await Promise.all([killHard(first.child), killHard(second.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A customer with a transaction password, a top-up on its way and a recipient, over HTTP. */
async function customer(url: string, tag: string, n: number) {
  let token = '';
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${url}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { code: number; data: T; msg: string };
    if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
    return reply.data;
  };
  const phone = `07${String((Date.now() % 1e6) * 100 + n).padStart(8, '0')}`;
  const lastCode = async () => {
    const to = encodeURIComponent(`+254${phone.slice(1)}`);
    const response = await fetch(`${url}/api/dev/outbox?to=${to}`);
    return ((await response.json()) as { data: Array<{ code: string }> }).data[0]!.code;
  };
  await post('/common/sendCode', { countryId: 254, phone, scene: 'register' });
  token = await post<string>('/user/register', {
    userType: 1,
    countryId: 254,
    phone,
    code: await lastCode(),
    password: 'Bench1234',
  });
  await post('/common/sendCode', { countryId: 254, phone, scene: 'fundPwd' });
  await post('/user/resetFundPwd', { code: await lastCode(), fundPassword: '246810' });
  const topUp = `RM${tag}`;
  await post('/recharge/create', {
    sn: topUp,
    scope: 0,
    payType: 502,
    currencyId: 404,
    amount: '900000000',
  });
  const payee = await post<{ id: number }>('/payee/add', {
    countryId: 254,
    payType: 2,
    currencyId: 404,
    name: 'Bench Recipient',
    type: 2,
    phone: '0722000999',
  });
  return { token, payeeId: payee.id, topUp };
}

/**
 * Runs the queued top-ups' jobs in this process (an app on the same database, as the worker of
 * any instance would) until every top-up is credited (order status 1, PASS).
 */
async function creditTopUps(env: Record<string, string>, sns: string[]): Promise<void> {
  const { server, money } = await buildApp({
    config: loadConfig({ ...env, LOG_LEVEL: 'silent' }),
    logger: false,
  });
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    for (;;) {
      await money.worker.runDue();
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from orders where sn = any ($1) and status = 1',
        [sns],
      );
      if (Number(rows[0]!.n) === sns.length) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await client.end();
    await server.close();
  }
}

/** The sends written so far by the customers of the run (their top-ups are named `RM<run>…`). */
async function sendsOfRun(databaseUrl: string, run: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from orders where sn like 'M%' and main_user_id in
         (select main_user_id from orders where sn like 'RM' || $1 || '%')`,
      [run],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** Where the write-ahead log stands, in bytes written since the cluster began; after a checkpoint. */
async function walPosition(databaseUrl: string, checkpoint: boolean): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    if (checkpoint) await client.query('checkpoint');
    const { rows } = await client.query<{ at: string }>(
      "select pg_current_wal_lsn() - '0/0' as at",
    );
    return Number(rows[0]!.at);
  } finally {
    await client.end();
  }
}

/** The run's sends once no more are being written (the last replies of a load have landed). */
async function settledSends(databaseUrl: string, run: string): Promise<number> {
  let last = -1;
  for (;;) {
    const now = await sendsOfRun(databaseUrl, run);
    if (now === last) return now;
    last = now;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** What the database holds of the run: orders written, and postings summing to zero. */
async function ledgerCheck(databaseUrl: string, run: string, replies: number): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const sent = await sendsOfRun(databaseUrl, run);
    const unbalanced = await client.query(
      'select currency_id from ledger_postings group by currency_id having sum(amount) <> 0',
    );
    const negative = await client.query(
      'select 1 from ledger_accounts where owner_user_id <> 0 and balance < 0 limit 1',
    );
    return `${sent} orders written for ${replies} replies, ledger ${
      unbalanced.rowCount || negative.rowCount ? 'UNBALANCED' : 'balanced'
    }`;
  } finally {
    await client.end();
  }
}
