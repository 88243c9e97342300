import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { ManualClock } from '../src/clock.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest, migrations } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed/seed-reference-data.ts';
import { DUPLICATE_WINDOW_MS } from '../src/plugins/duplicate-memory.ts';
import { createPostgresDatabase } from './harness.ts';
import { nginxInstalled, startCluster } from './cluster-process.ts';
import { killHard, startServerProcess } from './server-process.ts';
import {
  call,
  customerWithPayee,
  e164,
  lastCode as outboxCode,
  ok,
  operatorSession,
  phoneNumbers,
  type Instance,
} from './instance-client.ts';
import { balances, ledgerState } from './ledger-check.ts';
import { rowCounts, seededRowCounts } from './reference-rows.ts';
import { mpesaSendBody } from './money-helpers.ts';

/** The per-address limit both instances run with: small, so that a test can exceed it twice. */
const LIMIT = 4;
const OPERATOR = { username: 'cluster-admin', password: 'Cluster-operator-1' };

/** How the test reaches the two instances: each directly, or both through nginx. */
type Mode = 'directly' | 'through nginx';
const modes: Mode[] = nginxInstalled ? ['directly', 'through nginx'] : ['directly'];

/**
 * Two real server processes, as `npm start` runs them, on one fresh PostgreSQL database: what one
 * instance decides (a submission seen, attempts counted, a lock, a sign-out), the other honours
 * at once. Each limit test names its own client address through X-Forwarded-For, which both
 * instances read from their trusted proxy (this test, or nginx), so the tests count apart.
 * Through nginx (`npm run cluster`, where nginx is installed) both calls of a pair go to nginx,
 * whose round robin sends consecutive requests to alternate instances.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL).each(modes)(
  'two instances on one PostgreSQL database, %s',
  (mode) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pesa-cluster-'));
    let drop = async () => {};
    let databaseUrl = '';
    let stop = async () => {};
    let a: Instance;
    let b: Instance;
    /** An instance reached directly, for the development outbox. */
    let outbox: Instance;
    let token = '';
    let payeeId = 0;
    let sendSeq = 0;
    const national = phoneNumbers();
    const lastCode = (to: string) => outboxCode(outbox, to);

    beforeAll(async () => {
      const database = await createPostgresDatabase();
      drop = database.drop;
      databaseUrl = database.url;
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        // One host: the instances share the data directory (and so its generated secrets).
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: '12',
        KYC_REQUIRED: 'false',
        LOGIN_IP_MAX_PER_MINUTE: String(LIMIT),
        TRUST_PROXY: '127.0.0.1',
        OPERATOR_USERNAME: OPERATOR.username,
        OPERATOR_PASSWORD: OPERATOR.password,
      };
      if (mode === 'through nginx') {
        const cluster = await startCluster(env);
        stop = cluster.stop;
        a = b = { url: cluster.url };
        outbox = { url: cluster.instances[0]! };
      } else {
        // One after the other: the first migrates and seeds the fresh database.
        const first = await startServerProcess(env);
        const second = await startServerProcess(env);
        stop = async () => {
          await Promise.all([killHard(first.child), killHard(second.child)]);
        };
        [a, b, outbox] = [first, second, first];
      }
      for (const instance of mode === 'through nginx' ? [a, a] : [a, b]) {
        const health = await fetch(`${instance.url}/api/health`);
        expect(health.status).toBe(200);
      }

      // A customer with a transaction password and a recipient, made across both instances.
      ({ token, payeeId } = await customerWithPayee([a, b], outbox, national(), '246810'));
    }, 60_000);

    afterAll(async () => {
      await stop();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('refuses one of a double submit split over both instances with 601', async () => {
      const body = {
        countryId: 254,
        payType: 2,
        currencyId: 404,
        name: 'Baraka Mwangi',
        type: 2,
        phone: '0722000456',
      };
      const codes = await Promise.all([a, b].map((on) => call(on, '/payee/add', body, { token })));
      expect(codes.map((reply) => reply.code).sort()).toEqual(
        [200, ErrorCode.DUPLICATE_SUBMIT].sort(),
      );
      const list = await call(b, '/payee/list', { page: 1, pageSize: 50 }, { token });
      const rows = (list.rows ?? []) as Array<{ name: string }>;
      expect(rows.filter((payee) => payee.name === 'Baraka Mwangi')).toHaveLength(1);
    });

    it('counts sign-in attempts from one address in total over both instances', async () => {
      const attempts = Array.from({ length: 2 * LIMIT }, (_, i) =>
        call(
          i % 2 ? a : b,
          '/user/login',
          { countryId: 254, phone: national(), password: `Wrong${i}x1` },
          { forwardedFor: '203.0.113.7' },
        ),
      );
      const codes = (await Promise.all(attempts)).map((reply) => reply.code);
      expect(codes.filter((code) => code !== 429)).toHaveLength(LIMIT);
    });

    it('counts code requests from one address in total over both instances', async () => {
      const requests = Array.from({ length: 2 * LIMIT }, (_, i) =>
        call(
          i % 2 ? a : b,
          '/common/sendCode',
          { countryId: 254, phone: national(), scene: 'register' },
          { forwardedFor: '203.0.113.8' },
        ),
      );
      const codes = (await Promise.all(requests)).map((reply) => reply.code);
      expect(codes.filter((code) => code !== 429)).toHaveLength(LIMIT);
    });

    it('holds a transaction-password lock made on one instance on the other', async () => {
      const send = (on: Instance, fundPassword: string) =>
        call(
          on,
          '/order/create',
          mpesaSendBody(payeeId, fundPassword, { sn: `X${Date.now().toString(36)}${++sendSeq}` }),
          { token },
        );
      // The right password passes its check on b (the empty wallet refuses the send after it).
      const before = await send(b, '246810');
      expect(before.code).not.toBe(ErrorCode.FUND_PASSWORD_WRONG);
      for (let i = 0; i < 5; i++)
        expect((await send(a, '000000')).code).toBe(ErrorCode.FUND_PASSWORD_WRONG);
      const after = await send(b, '246810');
      expect(after.code).toBe(ErrorCode.FUND_PASSWORD_WRONG);
      expect(after.msg).toMatch(/locked/);
    });

    it('runs each of 200 queued jobs once, with a worker on each instance', async () => {
      const kes = async () => {
        const assets = await ok<Array<{ currencyCode: string; total: string }>>(
          a,
          '/account/assets',
          {},
          { token },
        );
        return Number(assets.find((asset) => asset.currencyCode === 'KES')?.total ?? 0);
      };
      const before = await kes();
      const since = new Date().toISOString();
      const sns = Array.from({ length: 200 }, (_, i) => `J${Date.now().toString(36)}${i}`);
      // Twenty at a time, alternating instances: each top-up queues its simulator's callback.
      for (let i = 0; i < sns.length; i += 20) {
        await Promise.all(
          sns.slice(i, i + 20).map((sn, j) =>
            ok(
              j % 2 ? a : b,
              '/recharge/create',
              {
                sn,
                scope: 0,
                payType: 502,
                currencyId: 404,
                amount: '100',
              },
              { token },
            ),
          ),
        );
      }
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        // Polled until every top-up's collection has run and no due delivery is left, at most
        // 250 times, so that a stuck job fails the assertions below instead of the time limit.
        const topUpJobs = async () =>
          (
            await client.query<{ type: string; status: string; attempts: number }>(
              `SELECT type, status, attempts, run_at <= $2 AS due FROM jobs
             WHERE create_time >= $1 AND type IN ('collection.start', 'simulator.deliver')`,
              [since, new Date().toISOString()],
            )
          ).rows;
        let jobs = await topUpJobs();
        const settled = () =>
          jobs.filter((job) => job.type === 'collection.start' && job.status === 'done').length >=
            200 && jobs.every((job) => job.status === 'done');
        for (let poll = 0; poll < 300 && !settled(); poll++) {
          await new Promise((resolve) => setTimeout(resolve, 200));
          jobs = await topUpJobs();
        }
        expect(settled()).toBe(true);
        // A job claimed by both workers would show two attempts (each claim counts one).
        expect(jobs.filter((job) => job.status === 'done' && job.attempts !== 1)).toEqual([]);
        // The simulator declines a few top-ups (its failure rate); each accepted one is credited
        // exactly once.
        const { rows } = await client.query<{ n: string }>(
          'SELECT count(*) AS n FROM orders WHERE sn = ANY($1) AND status = 1',
          [sns],
        );
        const credited = Number(rows[0]!.n);
        expect(credited).toBeGreaterThan(0);
        expect((await kes()) - before).toBe(credited * 100);
      } finally {
        await client.end();
      }
    }, 90_000);

    it("answers with an operator's new fee and rate on the other instance at once", async () => {
      // Each instance caches fee schedules and the public rates (docs/scaling.md, "Caches on several instances").
      // Through nginx, consecutive calls alternate instances, so a pair of calls asks both.
      // Each quote names its own amount: the duplicate guard refuses a repeat within 300 ms.
      let amount = 10;
      const quote = () => ({
        scope: 0,
        payeeId,
        payType: 2,
        currencyId: 404,
        amount: `${amount++}`,
      });
      const fees = async () => {
        const seen: string[] = [];
        for (const on of [b, a]) {
          const priced = await ok<{ netFeeAmount: string }>(on, '/order/quote', quote(), {
            token,
          });
          seen.push(priced.netFeeAmount);
        }
        return seen;
      };
      const usdKes = async () => {
        const seen: number[] = [];
        for (const on of [b, a]) {
          const rates = await ok<Array<{ pair: string; rate: string }>>(
            on,
            '/common/public/rates',
            {},
          );
          seen.push(Number(rates.find((rate) => rate.pair === 'USD/KES')!.rate));
        }
        return seen;
      };
      // Both instances have read (and cached) the seeded values.
      expect(await fees()).toEqual(['10.00', '10.00']);
      const [seededRate] = await usdKes();
      const newRate = Math.round(seededRate! * 100 + 137) / 100;

      const opToken = await operatorSession(
        a,
        OPERATOR.username,
        OPERATOR.password,
        '203.0.113.30',
      );
      const opts = { token: opToken, forwardedFor: '203.0.113.30' };
      await ok(
        a,
        '/ops/fee/set',
        {
          scope: 0,
          payType: 2,
          currencyId: 404,
          fixedAmount: '0',
          basisPoints: 100,
          minAmount: '25',
          maxAmount: '500',
        },
        opts,
      );
      expect(await fees()).toEqual(['25.00', '25.00']);
      await ok(a, '/ops/rate/set', { pair: 'USD/KES', rate: String(newRate) }, opts);
      expect(await usdKes()).toEqual([newRate, newRate]);
    });

    it('refuses a session on one instance as soon as it signs out on the other', async () => {
      const phone = national();
      await ok(b, '/common/sendCode', { countryId: 254, phone, scene: 'register' });
      const session = await ok<string>(a, '/user/register', {
        userType: 1,
        countryId: 254,
        phone,
        code: await lastCode(e164(phone)),
        password: 'Cluster1234',
      });
      expect((await call(b, '/user/info', {}, { token: session })).code).toBe(200);
      await ok(a, '/user/logout', {}, { token: session });
      expect((await call(b, '/user/info', {}, { token: session })).code).toBe(
        ErrorCode.NOT_LOGGED_IN,
      );
    });
  },
);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Two instances started at the same moment on an empty database, then one killed while sends
 * stream through both and its worker holds jobs. Directly only: the test signals the processes.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances started together on an empty database, one killed mid-load',
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pesa-together-'));
    let drop = async () => {};
    let client: pg.Client;
    let a: Awaited<ReturnType<typeof startServerProcess>>;
    let b: Awaited<ReturnType<typeof startServerProcess>>;

    beforeAll(async () => {
      const database = await createPostgresDatabase();
      drop = database.drop;
      const env = {
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: '12',
        KYC_REQUIRED: 'false',
        // A dead instance's jobs pass to the other after 2 s; living ones renew theirs.
        JOB_LEASE_MS: '2000',
        JOB_POLL_MS: '100',
        CHANNEL_SIMULATOR_DELAY_MS: '100',
        CHANNEL_SIMULATOR_FAILURE_RATE: '0.1',
        CHANNEL_SIMULATOR_DUPLICATE_RATE: '0.3',
        CHANNEL_STATUS_QUERY_DELAY_MS: '200',
      };
      // Neither waits for the other: both migrate and seed the empty database at once.
      // Each names its database sessions, so that the test can tell a's apart.
      const named = (name: string) => startServerProcess({ ...env, PGAPPNAME: name });
      [a, b] = await Promise.all([named('pesa-a'), named('pesa-b')]);
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
    }, 60_000);

    afterAll(async () => {
      await client?.end();
      for (const instance of [a, b])
        if (instance && instance.child.exitCode === null && instance.child.signalCode === null)
          await killHard(instance.child);
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('comes up on both, with each migration run once and the reference data loaded once', async () => {
      for (const instance of [a, b])
        expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
      const { rows } = await client.query<{ name: string; n: string }>(
        'SELECT name, count(*) AS n FROM kysely_migration GROUP BY name',
      );
      expect(rows.map((row) => row.name).sort()).toEqual(Object.keys(migrations).sort());
      expect(rows.filter((row) => row.n !== '1')).toEqual([]);
      expect(await rowCounts(client)).toEqual(seededRowCounts());
    });

    it('seeds reference data once when instances either side of an hour seed together', async () => {
      // Each instance's rate history ends at its own hour: without care, two histories.
      const fresh = await createPostgresDatabase();
      const dbs = [0, 1, 2].map(() => openDatabase({ databaseUrl: fresh.url, dataDir }));
      const start = Date.UTC(2026, 0, 15, 9, 59, 59);
      try {
        await Promise.all(
          dbs.map(async (db, i) => {
            await migrateToLatest(db);
            await seedReferenceData(db.kysely, new ManualClock(start + i * 3_600_000));
          }),
        );
        const counting = new pg.Client({ connectionString: fresh.url });
        await counting.connect();
        try {
          expect(await rowCounts(counting)).toEqual(seededRowCounts());
        } finally {
          await counting.end();
        }
      } finally {
        for (const db of dbs) await db.close();
        await fresh.drop();
      }
    });

    it(
      "loses no acknowledged send, applies none twice, and the survivor finishes the dead one's jobs",
      { timeout: 120_000 },
      async () => {
        const FUND_PASSWORD = '975310';
        const { token, payeeId } = await customerWithPayee(
          [a, b],
          a,
          phoneNumbers()(),
          FUND_PASSWORD,
        );
        // Money to send: top-ups until one passes the simulator's failures.
        for (let attempt = 1; ; attempt++) {
          const { sn } = await ok<{ sn: string }>(
            b,
            '/recharge/create',
            { sn: `KTOPUP${attempt}`, scope: 0, payType: 502, currencyId: 404, amount: '50000' },
            { token },
          );
          const status = await eventuallyFinal(b, token, sn);
          if (status === 1) break;
          expect(attempt).toBeLessThan(10);
        }

        // Sends stream in, 8 at a time, even order numbers to a and odd ones to b. A call a
        // never answers is sent again with the same order number to b, as a client would.
        const TOTAL = 240;
        const stamp = Date.now().toString(36).toUpperCase();
        const acknowledged = new Set<string>();
        const unanswered = new Set<string>();
        const unexpected: string[] = [];
        let aAlive = true;
        let next = 0;
        const send = (on: Instance, sn: string) =>
          call<{ sn: string; status: number }>(
            on,
            '/order/create',
            {
              sn,
              scope: 0,
              payeeId,
              payType: 2,
              currencyId: 404,
              amount: '10',
              fundPassword: FUND_PASSWORD,
            },
            { token },
          );
        const sender = async () => {
          while (next < TOTAL) {
            const n = next++;
            const sn = `K${stamp}${String(n).padStart(4, '0')}`;
            let reply = n % 2 === 0 && aAlive ? await send(a, sn).catch(() => null) : null;
            // A retry within the duplicate window of the lost call would be refused with 601
            // (and would start the window again), so the client lets the window pass first.
            if (!reply) await pause(DUPLICATE_WINDOW_MS + 50);
            reply ??= await send(b, sn);
            if (reply.code === 200) acknowledged.add(sn);
            // The lost call went through: the retry is told so (and moves nothing), not
            // answered with the order; the client learns the outcome by asking later.
            else if (reply.code === ErrorCode.REPEATED_REQUEST) unanswered.add(sn);
            else unexpected.push(`${sn}: ${reply.code} ${reply.msg}`);
          }
        };
        const senders = Array.from({ length: 8 }, sender);

        // Mid-stream, a is frozen, and once the statements it had sent have run (none of its
        // database sessions busy, but for one waiting on a lock) the job table shows the jobs
        // it holds; looked at again until it holds some, then a is killed. Those jobs are the
        // ones the survivor must take over.
        while (acknowledged.size < 60) await pause(20);
        const busySessions = async () =>
          (
            await client.query(
              `SELECT pid FROM pg_stat_activity WHERE application_name = 'pesa-a'
               AND state = 'active' AND wait_event_type IS DISTINCT FROM 'Lock'`,
            )
          ).rowCount;
        let held: number[] = [];
        for (let look = 0; held.length === 0; look++) {
          expect(look, 'a held no job whenever it was looked at').toBeLessThan(500);
          a.child.kill('SIGSTOP');
          while ((await busySessions()) !== 0) await pause(5);
          const { rows } = await client.query<{ id: number }>(
            "SELECT id FROM jobs WHERE status = 'running' AND locked_by LIKE $1",
            [`%/${a.child.pid}/%`],
          );
          held = rows.map((row) => row.id);
          if (held.length === 0) {
            a.child.kill('SIGCONT');
            await pause(10);
          }
        }
        aAlive = false;
        await killHard(a.child);
        expect(next, 'the kill came mid-stream').toBeLessThan(TOTAL);
        await Promise.all(senders);
        expect(unexpected).toEqual([]);
        expect(acknowledged.size + unanswered.size).toBe(TOTAL);

        // The survivor finishes everything: polled until no job is left to run, at most 300
        // times, so that a stuck job fails the assertions below rather than the time limit.
        const allSns = [...acknowledged, ...unanswered];
        const open = async () =>
          (
            await client.query<{ n: string }>(
              `SELECT (SELECT count(*) FROM jobs WHERE status IN ('pending', 'running'))
                    + (SELECT count(*) FROM orders WHERE sn = ANY($1) AND status NOT IN (1, 2, 3))
                      AS n`,
              [allSns],
            )
          ).rows[0]!.n;
        for (let poll = 0; poll < 300 && (await open()) !== '0'; poll++) await pause(200);
        expect(await open()).toBe('0');

        const { rows: taken } = await client.query<{
          status: string;
          attempts: number;
          locked_by: string;
        }>('SELECT status, attempts, locked_by FROM jobs WHERE id = ANY($1)', [held]);
        for (const job of taken) {
          expect(job.status).toBe('done');
          expect(job.attempts).toBeGreaterThanOrEqual(2);
          expect(job.locked_by).toContain(`/${b.child.pid}/`);
        }
        expect(taken).toHaveLength(held.length);
        expect((await client.query("SELECT id FROM jobs WHERE status = 'failed'")).rows).toEqual(
          [],
        );

        // Every acknowledged send exists once, held once and then settled or released once.
        const { rows: orders } = await client.query<{ sn: string; n: string }>(
          'SELECT sn, count(*) AS n FROM orders WHERE sn = ANY($1) GROUP BY sn',
          [allSns],
        );
        const found = new Map(orders.map((order) => [order.sn, order.n]));
        for (const sn of acknowledged) expect(found.get(sn), sn).toBe('1');
        for (const sn of unanswered) expect(found.get(sn), sn).toBe('1');
        const { rows: entries } = await client.query<{ reference: string; types: string[] }>(
          `SELECT reference, array_agg(entry_type ORDER BY id) AS types FROM ledger_entries
           WHERE reference = ANY($1) GROUP BY reference`,
          [allSns],
        );
        expect(entries).toHaveLength(allSns.length);
        for (const entry of entries) {
          expect(entry.types[0], entry.reference).toBe('send_hold');
          expect(entry.types.slice(1), entry.reference).toEqual([
            expect.stringMatching(/^send_(settle|release)$/),
          ]);
        }
        expect(await ledgerState(client)).toEqual({
          total: '0',
          unbalancedEntries: [],
          unreconciled: [],
          negative: [],
        });

        // Replaying every order number on the survivor moves no money: at once, the repeat is
        // refused as such; once the original is more than five minutes old (moved back here,
        // as a client reconciling later would find it), it is answered with the original.
        const before = await balances(client);
        for (const sn of allSns)
          expect((await send(b, sn)).code, sn).toBe(ErrorCode.REPEATED_REQUEST);
        await client.query(
          `UPDATE orders SET create_time = to_char(
             (create_time::timestamptz - interval '6 minutes') AT TIME ZONE 'UTC',
             'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') WHERE sn = ANY($1)`,
          [allSns],
        );
        for (const sn of allSns) {
          const replay = await send(b, sn);
          expect(replay.code, sn).toBe(200);
          expect(replay.data.sn).toBe(sn);
          expect([1, 2]).toContain(replay.data.status);
        }
        expect(await balances(client)).toEqual(before);
      },
    );
  },
);

/** Polls an order's detail until it is final; returns the status. */
async function eventuallyFinal(on: Instance, token: string, sn: string): Promise<number> {
  for (;;) {
    const detail = await ok<{ status: number }>(on, `/order/detail/${sn}`, {}, { token });
    if ([1, 2, 3].includes(detail.status)) return detail.status;
    await pause(100);
  }
}
