import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@pesa/contract';
import { createPostgresDatabase, type Reply } from './harness.ts';
import { nginxInstalled, startCluster } from './cluster-process.ts';
import { killHard, startServerProcess } from './server-process.ts';

/** The per-address limit both instances run with: small, so that a test can exceed it twice. */
const LIMIT = 4;

interface Instance {
  url: string;
}

/** How the test reaches the two instances: each directly, or both through nginx. */
type Mode = 'directly' | 'through nginx';
const modes: Mode[] = nginxInstalled ? ['directly', 'through nginx'] : ['directly'];

interface Call {
  token?: string;
  /** The client address as the (trusted) proxy reports it. */
  forwardedFor?: string;
}

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
    let phoneSeq = 0;

    const call = async <T = unknown>(
      on: Instance,
      path: string,
      body: unknown = {},
      opts: Call = {},
    ): Promise<Reply<T>> => {
      const response = await fetch(`${on.url}/api${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(opts.token && { authorization: `Bearer ${opts.token}` }),
          ...(opts.forwardedFor && { 'x-forwarded-for': opts.forwardedFor }),
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as Reply<T>;
    };
    const ok = async <T = unknown>(on: Instance, path: string, body: unknown, opts: Call = {}) => {
      const reply = await call<T>(on, path, body, opts);
      if (reply.code !== 200) throw new Error(`${path}: ${reply.code} ${reply.msg}`);
      return reply.data;
    };
    const lastCode = async (to: string) => {
      const response = await fetch(`${outbox.url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      return ((await response.json()) as Reply<Array<{ code: string }>>).data[0]!.code;
    };
    const national = () =>
      `07${String(process.pid % 10_000).padStart(4, '0')}${String(++phoneSeq).padStart(4, '0')}`;
    const e164 = (phone: string) => `+254${phone.slice(1)}`;

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
      const phone = national();
      await ok(a, '/common/sendCode', { countryId: 254, phone, scene: 'register' });
      token = await ok<string>(b, '/user/register', {
        userType: 1,
        countryId: 254,
        phone,
        code: await lastCode(e164(phone)),
        password: 'Cluster1234',
      });
      await ok(b, '/common/sendCode', { countryId: 254, phone, scene: 'fundPwd' });
      const code = await lastCode(e164(phone));
      await ok(a, '/user/resetFundPwd', { code, fundPassword: '246810' }, { token });
      payeeId = (
        await ok<{ id: number }>(
          a,
          '/payee/add',
          {
            countryId: 254,
            payType: 2,
            currencyId: 404,
            name: 'Amani Otieno',
            type: 2,
            phone: '0722000123',
          },
          { token },
        )
      ).id;
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
          {
            sn: `X${Date.now().toString(36)}${++phoneSeq}`,
            scope: 0,
            payeeId,
            payType: 2,
            currencyId: 404,
            amount: '10',
            fundPassword,
          },
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
