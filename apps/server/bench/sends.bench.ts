import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { bareLedgerLoop } from './bare-ledger-loop.ts';
import { bareTransferLoop } from './bare-pg-loop.ts';
import { benchInstances, type InstancesRun, type PerSend } from './pg-instances.ts';
import { load, printTable, WARM_UP_SECONDS, type LoadResult } from './load.ts';
import { machineCpu, machineCpuPer, type MachineCpu } from './machine-cpu.ts';
import { benchPayouts, type PayoutRun } from './payouts.ts';
import { perUnit, roundTrips } from './round-trip-counter.mjs';

/**
 * Sends per second over HTTP: each /api/order/create is authenticated, validated, priced, checked
 * against the transaction password, ledger-posted (funds held) and committed durably before the
 * reply. Compared with the bare durable ledger loop measured in the same run, and beside the
 * merchant API's signed payouts (payouts.ts) on the same engines.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);

const serverCpuPerSend: number[] = [];
const ordersWritten: string[] = [];
/** What the one-instance hot-wallet run sent to PostgreSQL per send, its payout jobs included. */
let hotTrips: PerSend | undefined;

/** `record` false: a run that only serves as a comparison, whose CPU and check are not printed. */
async function benchSends(databaseUrl?: string, record = true): Promise<LoadResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    KYC_REQUIRED: 'false',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // The per-address limits live in the database on PostgreSQL, and every run signs up from here.
    LOGIN_IP_MAX_PER_MINUTE: '1000000',
    CHANNEL_SIMULATOR_DELAY_MS: '0',
    CHANNEL_SIMULATOR_FAILURE_RATE: '0',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const { server, money, db } = await buildApp({ config, logger: false });
  const address = await server.listen({ port: 0, host: '127.0.0.1' });
  let token = '';
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${address}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { code: number; data: unknown; msg: string };
    if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
    return reply.data;
  };
  const lastCode = async () =>
    (
      (await (await fetch(`${address}/api/dev/outbox?limit=1`)).json()) as {
        data: Array<{ code: string }>;
      }
    ).data[0]!.code;
  const phone = `07${String(Date.now()).slice(-8)}`;
  await post('/common/sendCode', { countryId: 254, phone, scene: 'register' });
  token = (await post('/user/register', {
    userType: 1,
    countryId: 254,
    phone,
    code: await lastCode(),
    password: 'Bench1234',
  })) as string;
  await post('/common/sendCode', { countryId: 254, phone, scene: 'fundPwd' });
  await post('/user/resetFundPwd', { code: await lastCode(), fundPassword: '246810' });
  await post('/recharge/create', {
    sn: `RB${Date.now()}`,
    scope: 0,
    payType: 502,
    currencyId: 404,
    amount: '900000000',
  });
  await money.worker.runDue();
  const payee = (await post('/payee/add', {
    countryId: 254,
    payType: 2,
    currencyId: 404,
    name: 'Bench Recipient',
    type: 2,
    phone: '0722000999',
  })) as { id: number };
  const body = JSON.stringify({
    sn: 'B[<id>]',
    scope: 0,
    payeeId: payee.id,
    payType: 2,
    currencyId: 404,
    amount: '100',
    fundPassword: '246810',
  });
  const sends = {
    url: `${address}/api/order/create`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    connections: CONNECTIONS,
  };
  // Sends first, neither timed nor counted (WARM_UP_SECONDS), as in a server that has been up a
  // while: the planner's caches fill too.
  await load({ ...sends, body: body.replace('"B[', '"W['), seconds: WARM_UP_SECONDS });
  const countsBefore = roundTrips();
  const cpuBefore = process.cpuUsage();
  const result = await load({ ...sends, body, seconds: SECONDS });
  const cpu = process.cpuUsage(cpuBefore);
  if (record && databaseUrl) hotTrips = perUnit(countsBefore, roundTrips(), result.total);
  // CPU time of the server process alone (the load generator runs in its own process): the
  // figure that decides throughput on a core, and steady even when the machine is busy.
  if (record) serverCpuPerSend.push((cpu.user + cpu.system) / 1000 / Math.max(result.total, 1));
  // A reply is not proof of a send: an HTTP 200 may carry a business error in its envelope. So the
  // figures count only what the database holds: one order per answered request, and a ledger
  // whose postings still sum to zero per currency.
  const sent = await db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .innerJoin('users', 'users.user_id', 'orders.main_user_id')
    .where('users.phone', 'like', `%${phone.slice(1)}`)
    .where('orders.sn', 'like', 'B%')
    .executeTakeFirstOrThrow();
  const unbalanced = await db.kysely
    .selectFrom('ledger_postings')
    .select('currency_id')
    .groupBy('currency_id')
    .having((eb) => eb.fn.sum('amount'), '!=', 0)
    .execute();
  if (record)
    ordersWritten.push(
      `${Number(sent.n)} orders written for ${result.total} replies, ledger ${unbalanced.length ? 'UNBALANCED' : 'balanced'}`,
    );
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  return result;
}

/**
 * The CPU yardstick: server CPU per request of a bare Fastify route in this process, answering a
 * small JSON body under the same load. A send's CPU divided by it travels between machines, where
 * sends/s against an fsync-bound loop moves with the CPU.
 */
async function bareFastifyCpu(): Promise<{ result: LoadResult; cpuPerRequest: number }> {
  const bare = Fastify();
  bare.post('/bare', async () => ({ code: 200, msg: 'Success', data: { id: 1, status: 0 } }));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  const requests = {
    url: `${address}/bare`,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    connections: CONNECTIONS,
  };
  // Warm as the sends are, so that both sides of the multiple are a server's steady state.
  await load({ ...requests, seconds: WARM_UP_SECONDS });
  const cpuBefore = process.cpuUsage();
  const result = await load({ ...requests, seconds: Math.min(SECONDS, 5) });
  const cpu = process.cpuUsage(cpuBefore);
  await bare.close();
  return { result, cpuPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(result.total, 1) };
}

const bareFastify = await bareFastifyCpu();
// The machine's speed drifts over seconds (a shared virtual machine), so the yardstick is taken
// just before and just after the SQLite run, and the ratio uses their mean.
const bareBefore = bareLedgerLoop(Math.min(SECONDS, 5) / 2);
const rows: Array<[string, LoadResult]> = [
  ['bare Fastify POST (CPU yardstick)', bareFastify.result],
  ['/api/order/create on SQLite', await benchSends()],
];
const bareAfter = bareLedgerLoop(Math.min(SECONDS, 5) / 2);
const bare = (bareBefore.perSecond + bareAfter.perSecond) / 2;

/**
 * The merchant API's signed payouts beside the sends of the same engine. Sends, payouts, then
 * sends again: the machine's speed drifts over seconds (see the yardstick above), so the payouts
 * are compared with the mean of the sends either side of them.
 */
interface PayoutComparison {
  engine: string;
  payouts: PayoutRun;
  sendsAfter: LoadResult;
}
async function payoutsBeside(engine: string, databaseUrl?: string): Promise<PayoutComparison> {
  const payouts = await benchPayouts(SECONDS, CONNECTIONS, databaseUrl);
  rows.push([`/open/v1/b2c/payout on ${engine}`, payouts.result]);
  const sendsAfter = await benchSends(databaseUrl, false);
  rows.push([`/api/order/create on ${engine}, again`, sendsAfter]);
  return { engine, payouts, sendsAfter };
}
const comparisons = [await payoutsBeside('SQLite')];
const pgServerUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
/**
 * The PostgreSQL rows run on a database of their own, `pesa_bench`, made new at the start of each
 * run (and left for a look afterwards), as the bare loop runs on tables of its own. They used to
 * run on whatever earlier runs and test suites had left in the given database, which on a machine
 * where nothing vacuums it grew to 900,000 postings and a wallet table of 5.7 MB for 1,400 rows.
 */
async function newBenchDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('DROP DATABASE IF EXISTS pesa_bench WITH (FORCE)');
    await admin.query('CREATE DATABASE pesa_bench');
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = '/pesa_bench';
  return url.toString();
}
const pgUrl = pgServerUrl ? await newBenchDatabase(pgServerUrl) : undefined;
/** How many customers the many-wallet PostgreSQL rows send from. */
const WALLETS = Number(process.env.BENCH_WALLETS ?? 100);
let postgres:
  | {
      bareHot: number;
      bareSpread: number;
      /** The spread loop before and after the instance rows, transfers/s. */
      bareSpreadEach: number[];
      bareSpreadMachine: MachineCpu;
      instances: InstancesRun;
    }
  | undefined;
if (pgUrl) {
  // The bare loop either side of the one-instance hot-wallet run, as for SQLite above.
  const bareSeconds = Math.min(SECONDS, 5) / 2;
  const hotBefore = await bareTransferLoop(pgUrl, { seconds: bareSeconds, wallets: 1 });
  rows.push(['/api/order/create on PostgreSQL', await benchSends(pgUrl)]);
  const hotAfter = await bareTransferLoop(pgUrl, { seconds: bareSeconds, wallets: 1 });
  comparisons.push(await payoutsBeside('PostgreSQL', pgUrl));
  // The bare spread loop either side of the instance rows too: the machine's speed drifts over
  // the minutes between them, and the ratio should not depend on which side it was measured.
  const spreadLoop = async () => {
    const before = machineCpu();
    const { perSecond, transfers } = await bareTransferLoop(pgUrl, {
      seconds: bareSeconds * 2,
      wallets: WALLETS,
    });
    return { perSecond, transfers, before, after: machineCpu() };
  };
  const spreadBefore = await spreadLoop();
  const instances = await benchInstances(pgUrl, {
    seconds: SECONDS,
    connections: CONNECTIONS,
    wallets: WALLETS,
  });
  rows.push([`PostgreSQL, 1 instance, ${WALLETS} wallets`, instances.one]);
  rows.push([`PostgreSQL, 2 instances, ${WALLETS} wallets`, instances.two]);
  const spreadAfter = await spreadLoop();
  const spread = [spreadBefore, spreadAfter];
  const ofBoth = (key: keyof MachineCpu) =>
    spread.reduce((sum, loop) => sum + loop.after[key] - loop.before[key], 0);
  postgres = {
    bareHot: (hotBefore.perSecond + hotAfter.perSecond) / 2,
    bareSpread: (spreadBefore.perSecond + spreadAfter.perSecond) / 2,
    bareSpreadEach: [spreadBefore.perSecond, spreadAfter.perSecond],
    bareSpreadMachine: machineCpuPer(
      { busy: 0, postgres: 0 },
      { busy: ofBoth('busy'), postgres: ofBoth('postgres') },
      spreadBefore.transfers + spreadAfter.transfers,
    ),
    instances,
  };
}
printTable(
  `Sends and signed API payouts over HTTP (${CONNECTIONS} connections, ${SECONDS} s each; errors = non-200 HTTP)`,
  rows,
);
const perEngine = (figures: string[]) =>
  figures.map((figure, i) => `${figure} (${comparisons[i]!.engine})`).join(', ');
console.log(
  `server CPU per send: ${perEngine(serverCpuPerSend.map((ms) => `${ms.toFixed(3)} ms`))}`,
);
console.log(
  `server CPU per payout: ${perEngine(comparisons.map((c) => `${c.payouts.cpuPerPayout.toFixed(3)} ms`))}`,
);
console.log(`database check: ${perEngine([...ordersWritten])}`);
console.log(`payouts check: ${perEngine(comparisons.map((c) => c.payouts.check))}`);
console.log(
  `bare better-sqlite3 ledger loop (WAL, synchronous=FULL, commit per transfer): ${bare.toFixed(0)} transfers/s (${bareBefore.perSecond.toFixed(0)} before, ${bareAfter.perSecond.toFixed(0)} after the SQLite run)`,
);
const sqliteSends = rows.find(([name]) => name === '/api/order/create on SQLite')![1];
console.log(`ratio sends/s on SQLite / bare loop: ${(sqliteSends.rps / bare).toFixed(3)}`);
console.log(
  `server CPU per send on SQLite / per bare Fastify request: ${(serverCpuPerSend[0]! / bareFastify.cpuPerRequest).toFixed(2)} (${serverCpuPerSend[0]!.toFixed(3)} ms / ${bareFastify.cpuPerRequest.toFixed(3)} ms)`,
);
// The merchant API's target: at least half the sends per second of the same engine.
// The CPU figures give the steadier ratio on a busy machine (what one core could do of each).
comparisons.forEach(({ engine, payouts, sendsAfter }, i) => {
  const before = rows.find(([name]) => name === `/api/order/create on ${engine}`)![1].rps;
  const sends = (before + sendsAfter.rps) / 2;
  console.log(
    `ratio payouts/s / sends/s on ${engine}: ${(payouts.result.rps / sends).toFixed(3)} (sends ${before.toFixed(0)} before, ${sendsAfter.rps.toFixed(0)} after the payouts; target ≥ 0.5); by server CPU: ${(serverCpuPerSend[i]! / payouts.cpuPerPayout).toFixed(3)}`,
  );
});
if (postgres) {
  const { bareHot, bareSpread, bareSpreadEach, bareSpreadMachine, instances } = postgres;
  const hot = rows.find(([name]) => name === '/api/order/create on PostgreSQL')![1].rps;
  const trips = (label: string, t: PerSend, cpu: number) =>
    console.log(
      `per send on PostgreSQL, ${label}: ${t.roundTrips.toFixed(2)} round trips, ${t.commits.toFixed(2)} commits (${t.blocks.toFixed(2)} in BEGIN … COMMIT), ${cpu.toFixed(3)} ms server CPU`,
    );
  trips('1 instance, 1 hot wallet (its payout jobs included)', hotTrips!, serverCpuPerSend[1]!);
  trips(`1 instance, ${WALLETS} wallets`, instances.tripsOne, instances.cpuOne);
  trips(`2 instances, ${WALLETS} wallets`, instances.tripsTwo, instances.cpuTwo);
  console.log(
    `bare pg transfer loop (FOR UPDATE, commit per transfer, 16 connections): ${bareHot.toFixed(0)} transfers/s on one hot account, ${bareSpread.toFixed(0)} spread over ${WALLETS} (${bareSpreadEach.map((n) => n.toFixed(0)).join(' before, ')} after the instance rows)`,
  );
  console.log(
    `ratio sends/s on PostgreSQL, one instance, one hot wallet / bare hot loop: ${(hot / bareHot).toFixed(3)} (target ≥ 1.0; ${hot.toFixed(0)} sends/s)`,
  );
  console.log(
    `ratio sends/s on PostgreSQL, ${WALLETS} wallets, 2 instances / 1 instance: ${(instances.two.rps / instances.one.rps).toFixed(3)} (target ≥ 1.6); server CPU per send ${instances.cpuOne.toFixed(3)} ms (1 instance), ${instances.cpuTwo.toFixed(3)} ms (2 instances, together); ${instances.check}`,
  );
  console.log(
    `ratio sends/s on PostgreSQL, 2 instances over ${WALLETS} wallets / bare loop spread: ${(instances.two.rps / bareSpread).toFixed(3)} (target ≥ 0.5); 1 instance: ${(instances.one.rps / bareSpread).toFixed(3)}`,
  );
  // Where every core is busy, sends/s against the bare loop is at most the inverse of what each
  // costs the whole machine: the line after it says where a send's CPU goes.
  const machine = (m: MachineCpu, own: number, rest: string) =>
    `${m.busy.toFixed(3)} ms (PostgreSQL ${m.postgres.toFixed(3)}, ${own ? `the servers ${own.toFixed(3)}, ` : ''}${rest} ${(m.busy - m.postgres - own).toFixed(3)})`;
  console.log(
    `machine CPU per send on PostgreSQL over ${WALLETS} wallets: 2 instances ${machine(instances.machineTwo, instances.cpuTwo, 'load generators and kernel')}, 1 instance ${machine(instances.machineOne, instances.cpuOne, 'load generator and kernel')}; per bare transfer spread: ${machine(bareSpreadMachine, 0, 'its client and kernel')}`,
  );
  console.log(
    `write-ahead log per send on PostgreSQL over ${WALLETS} wallets: ${instances.walOne.toFixed(0)} bytes (1 instance), ${instances.walTwo.toFixed(0)} bytes (2 instances)`,
  );
  console.log(
    `ratio machine CPU per bare transfer / per send, 2 instances over ${WALLETS} wallets: ${(bareSpreadMachine.busy / instances.machineTwo.busy).toFixed(3)} (where the cores are full, the most sends/s can reach of the bare loop); PostgreSQL's CPU alone: ${(bareSpreadMachine.postgres / instances.machineTwo.postgres).toFixed(3)}`,
  );
}
