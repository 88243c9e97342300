import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { engines } from './harness.ts';
import { eventually, killHard, startServerProcess } from './server-process.ts';

type Reply<T = unknown> = { code: number; msg: string; data: T; rows?: T[]; total?: number };

async function createPgDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `pesa_crash_${randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.each(engines)('a crash during sends and callbacks on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-crash-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'loses no acknowledged order, applies none twice, and the ledger still balances',
    { timeout: 240_000 },
    async () => {
      const env: Record<string, string> = {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: '12',
        JOB_POLL_MS: '100',
        JOB_LEASE_MS: '1000',
        KYC_REQUIRED: 'false',
        CHANNEL_SIMULATOR_DELAY_MS: '50',
        CHANNEL_SIMULATOR_FAILURE_RATE: '0.2',
        CHANNEL_SIMULATOR_DUPLICATE_RATE: '0.3',
        ...(engine === 'postgres' && { DATABASE_URL: await createPgDatabase() }),
      };
      let server = await startServerProcess(env);
      let token = '';
      const call = async <T>(path: string, body: unknown = {}): Promise<Reply<T>> => {
        const response = await fetch(`${server.url}/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        return (await response.json()) as Reply<T>;
      };
      const lastCode = async () =>
        (
          (await (await fetch(`${server.url}/api/dev/outbox?limit=1`)).json()) as Reply<
            Array<{ code: string }>
          >
        ).data[0]!.code;

      await call('/common/sendCode', { countryId: 254, phone: '0733111222', scene: 'register' });
      token = (
        await call<string>('/user/register', {
          userType: 1,
          countryId: 254,
          phone: '0733111222',
          code: await lastCode(),
          password: 'Crash1234',
        })
      ).data;
      await call('/common/sendCode', { countryId: 254, phone: '0733111222', scene: 'fundPwd' });
      await call('/user/resetFundPwd', { code: await lastCode(), fundPassword: '112233' });
      // The simulator fails a fifth of payments, top-ups included: top up until one succeeds.
      for (let attempt = 1; ; attempt++) {
        const topUp = await call<{ sn: string }>('/recharge/create', {
          sn: `CRASHTOPUP${attempt}`,
          scope: 0,
          payType: 502,
          currencyId: 404,
          amount: '50000',
        });
        expect(topUp.code).toBe(200);
        const status = await eventually(async () => {
          const detail = await call<{ status: number }>(`/order/detail/${topUp.data.sn}`);
          return [1, 2].includes(detail.data.status) ? detail.data.status : undefined;
        });
        if (status === 1) break;
        expect(attempt).toBeLessThan(20);
      }
      const payee = await call<{ id: number }>('/payee/add', {
        countryId: 254,
        payType: 2,
        currencyId: 404,
        name: 'Amani Otieno',
        type: 2,
        phone: '0722555666',
      });

      // Sends stream in, 8 at a time, while callbacks land; the server dies mid-stream.
      const acknowledged: string[] = [];
      let next = 0;
      const sender = async () => {
        for (;;) {
          const sn = `CRASH${String(next++).padStart(4, '0')}`;
          if (next > 400) return;
          try {
            const reply = await call<{ sn: string }>('/order/create', {
              sn,
              scope: 0,
              payeeId: payee.data.id,
              payType: 2,
              currencyId: 404,
              amount: '10',
              fundPassword: '112233',
            });
            if (reply.code === 200) acknowledged.push(sn);
          } catch {
            return; // the connection died with the server
          }
        }
      };
      const senders = Array.from({ length: 8 }, sender);
      await eventually(async () => (acknowledged.length >= 60 ? true : undefined), 20);
      await killHard(server.child);
      await Promise.all(senders);

      server = await startServerProcess(env);
      // Every acknowledged order survives and reaches a final state after the restart.
      for (const sn of acknowledged) {
        const status = await eventually(async () => {
          const detail = await call<{ status: number }>(`/order/detail/${sn}`);
          expect(detail.code).toBe(200);
          return [1, 2].includes(detail.data.status) ? detail.data.status : undefined;
        });
        expect([1, 2]).toContain(status);
      }
      await killHard(server.child);

      const db = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
      const k = db.kysely;
      const entries = await k
        .selectFrom('ledger_entries')
        .select(['reference', 'entry_type'])
        .where('reference', 'like', 'CRASH0%')
        .execute();
      const perOrder = new Map<string, string[]>();
      for (const e of entries)
        perOrder.set(e.reference, [...(perOrder.get(e.reference) ?? []), e.entry_type]);
      for (const [, types] of perOrder) {
        // One hold, then exactly one of settle or release: never applied twice.
        expect(types.filter((t) => t === 'send_hold')).toHaveLength(1);
        expect(types.filter((t) => t === 'send_settle' || t === 'send_release')).toHaveLength(1);
      }
      for (const sn of acknowledged) expect(perOrder.has(sn)).toBe(true);
      const accounts = await k
        .selectFrom('ledger_accounts')
        .select(['id', 'currency_id', 'balance', 'owner_user_id'])
        .execute();
      const postings = await k
        .selectFrom('ledger_postings')
        .select(['account_id', 'amount'])
        .execute();
      const posted = new Map<number, bigint>();
      for (const p of postings)
        posted.set(
          Number(p.account_id),
          (posted.get(Number(p.account_id)) ?? 0n) + BigInt(p.amount),
        );
      let sum = 0n;
      for (const a of accounts) {
        expect(BigInt(a.balance)).toBe(posted.get(Number(a.id)) ?? 0n);
        if (a.owner_user_id !== 0) expect(BigInt(a.balance) >= 0n).toBe(true);
        sum += BigInt(a.balance);
      }
      expect(sum).toBe(0n);
      await db.close();
      if (env.DATABASE_URL) {
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(
          `DROP DATABASE IF EXISTS ${new URL(env.DATABASE_URL).pathname.slice(1)} WITH (FORCE)`,
        );
        await admin.end();
      }
    },
  );
});
