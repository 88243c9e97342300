import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { createPostgresDatabase, engines, type Reply } from './harness.ts';
import { ok, type Instance } from './instance-client.ts';
import { fundedAccountOverHttp } from './process-account.ts';
import { eventually, killHard, startServerProcess } from './server-process.ts';

const ROWS = 200;
/** Every twentieth row has a number no rail takes: it is never submitted, so never paid. */
const invalidRow = (i: number) => i % 20 === 0;
const VALID = ROWS - ROWS / 20;
const fundPassword = '246813';

type Progress = { queued: number; pending: number; paid: number; failed: number };
type Detail = { batchNo: string; status: string; valid: number; progress: Progress };

/** The file: 200 payroll rows to distinct M-Pesa numbers, 10 of them with a bad number. */
function payroll(): string {
  const lines = ['name,payType,phone,bankCode,bankNo,amount,currency,note'];
  for (let i = 1; i <= ROWS; i++) {
    const phone = invalidRow(i) ? '12345' : `0722${String(300000 + i)}`;
    lines.push(`Worker ${i},2,${phone},,,${100 + (i % 7)},KES,November`);
  }
  return lines.join('\r\n');
}

/**
 * The ledger's own consistency, read straight from the database: every cached balance is the
 * sum of its postings, the balances sum to zero per currency, and no customer's is below zero.
 * Returns what breaks a rule (empty when nothing does).
 */
async function ledgerProblems(k: Kysely<Database>): Promise<string[]> {
  const accounts = await k
    .selectFrom('ledger_accounts')
    .select(['id', 'account_key', 'currency_id', 'balance', 'owner_user_id'])
    .execute();
  const postings = await k.selectFrom('ledger_postings').select(['account_id', 'amount']).execute();
  const posted = new Map<number, bigint>();
  for (const p of postings)
    posted.set(Number(p.account_id), (posted.get(Number(p.account_id)) ?? 0n) + BigInt(p.amount));
  const problems: string[] = [];
  const perCurrency = new Map<number, bigint>();
  for (const a of accounts) {
    const balance = BigInt(a.balance);
    if (balance !== (posted.get(Number(a.id)) ?? 0n)) problems.push(`${a.account_key} unposted`);
    if (a.owner_user_id !== 0 && balance < 0n) problems.push(`${a.account_key} negative`);
    perCurrency.set(a.currency_id, (perCurrency.get(a.currency_id) ?? 0n) + balance);
  }
  for (const [currency, sum] of perCurrency)
    if (sum !== 0n) problems.push(`currency ${currency} sums to ${sum}`);
  return problems;
}

/**
 * A file is being paid when its server is killed (SIGKILL, no shutdown): some rows are orders,
 * the rest still queued, their jobs claimed by the dead process. A new process on the same
 * database (on PostgreSQL two, side by side) finishes the file. Every valid row ends as exactly
 * one order numbered `<batch number>-<row number>`, none is paid twice, the file's hold comes
 * back to zero and the ledger balances.
 */
describe.each(engines)('a bulk payment file whose server is killed mid-file, on %s', (engine) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'pesa-batch-crash-'));
  let drop = async () => {};
  let watch: Db | undefined;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    // A failed run leaves nothing running or open behind it.
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) await killHard(child);
    await watch?.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'pays every valid row exactly once after an instance is killed mid-file (SIGKILL)',
    // Three server starts: on a busy 2-core machine each can take tens of seconds.
    { timeout: 240_000 },
    async () => {
      let databaseUrl: string | undefined;
      if (engine === 'postgres') {
        const database = await createPostgresDatabase();
        drop = database.drop;
        databaseUrl = database.url;
      }
      const env: Record<string, string> = {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PASSWORD_HASH_COST: '12',
        JOB_POLL_MS: '50',
        // A dead process's claimed jobs pass to the next one after a lease.
        JOB_LEASE_MS: '1000',
        KYC_REQUIRED: 'false',
        CHANNEL_SIMULATOR_DELAY_MS: '20',
        // Some payouts fail (their hold returns) and some callbacks come twice.
        CHANNEL_SIMULATOR_FAILURE_RATE: '0.1',
        CHANNEL_SIMULATOR_DUPLICATE_RATE: '0.3',
        ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      };
      const first = await startServerProcess(env);
      children.push(first.child);
      const server: Instance = { url: first.url };
      const { token } = await fundedAccountOverHttp(server, {
        userType: 2,
        password: 'Company1234',
        fundPassword,
        topUp: '50000',
        snPrefix: 'BCTOPUP',
      });

      const form = new FormData();
      form.append('scope', '0');
      form.append('currencyId', '404');
      form.append('file', new Blob([payroll()]), 'payroll.csv');
      const uploaded = (await (
        await fetch(`${server.url}/api/batch/upload`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: form,
        })
      ).json()) as Reply<{ batchId: number; valid: number; invalid: number }>;
      expect(uploaded.code).toBe(200);
      expect(uploaded.data).toMatchObject({ valid: VALID, invalid: ROWS - VALID });
      const { batchId } = uploaded.data;
      const detail = (on: Instance) => ok<Detail>(on, `/batch/detail/${batchId}`, {}, { token });
      const submitted = await ok<Detail>(
        server,
        '/batch/submit',
        { batchId, fundPassword },
        { token },
      );
      expect(submitted.status).toBe('processing');

      // The database itself is watched (the server's replies could lag behind its work): the
      // process dies as soon as the first rows have become orders, the rest still queued.
      watch = openDatabase({ databaseUrl, dataDir });
      const rowsByStatus = async () => {
        const rows = await watch!.kysely
          .selectFrom('batch_rows')
          .select(['row_no', 'status', 'order_sn'])
          .where('batch_id', '=', batchId)
          .execute();
        const counts: Record<string, number> = {};
        for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
        return { rows, counts };
      };
      await eventually(async () => ((await rowsByStatus()).counts.ordered ? true : undefined), 2);
      await killHard(first.child);
      // The kill came mid-file: rows on both sides of it.
      const atKill = await rowsByStatus();
      expect(atKill.counts.ordered).toBeGreaterThan(0);
      expect(atKill.counts.queued).toBeGreaterThan(0);

      // On PostgreSQL two new instances share the rest of the queue, as a cluster would.
      const successors = await Promise.all(
        Array.from({ length: engine === 'postgres' ? 2 : 1 }, () => startServerProcess(env)),
      );
      children.push(...successors.map((s) => s.child));
      try {
        const done = await eventually(async () => {
          const answers = await Promise.all(successors.map((s) => detail({ url: s.url })));
          return answers.every((a) => a.status === 'done') ? answers[0] : undefined;
        }, 100);
        expect(done.progress.queued + done.progress.pending).toBe(0);
        expect(done.progress.paid + done.progress.failed).toBe(VALID);
      } finally {
        for (const successor of successors) await killHard(successor.child);
      }

      const { rows } = await rowsByStatus();
      const validRows = rows.filter((row) => !invalidRow(row.row_no));
      expect(validRows).toHaveLength(VALID);
      for (const row of validRows) {
        expect(row.status).toBe('ordered');
        expect(row.order_sn).toBe(`${submitted.batchNo}-${row.row_no}`);
      }
      for (const row of rows.filter((r) => invalidRow(r.row_no))) expect(row.order_sn).toBeNull();

      {
        const k = watch.kysely;
        // One order per valid row: none missing, none twice, none for an invalid row.
        const orders = await k
          .selectFrom('orders')
          .select(['sn', 'status'])
          .where('sn', 'like', `${submitted.batchNo}-%`)
          .execute();
        expect(orders.map((o) => o.sn).sort()).toEqual(
          validRows.map((row) => `${submitted.batchNo}-${row.row_no}`).sort(),
        );
        // Each order's money moved once: its share of the file's hold back, its own hold, then
        // paid out (settled) or failed (released), never both and never twice.
        const entries = await k
          .selectFrom('ledger_entries')
          .select(['reference', 'entry_type'])
          .where('reference', 'like', `${submitted.batchNo}%`)
          .execute();
        const typesOf = (reference: string) =>
          entries
            .filter((e) => e.reference === reference)
            .map((e) => e.entry_type)
            .sort();
        for (const order of orders) {
          expect([1, 2]).toContain(order.status);
          expect(typesOf(order.sn)).toEqual(
            order.status === 1
              ? ['send_hold', 'send_release', 'send_settle']
              : ['send_hold', 'send_release', 'send_release'],
          );
        }
        expect(typesOf(submitted.batchNo)).toEqual(['send_hold']);
        // The file's hold is all handed back or paid out: the company holds nothing.
        const batch = await k
          .selectFrom('batches')
          .select('main_user_id')
          .where('id', '=', batchId)
          .executeTakeFirstOrThrow();
        const onHold = await k
          .selectFrom('ledger_accounts')
          .select('balance')
          .where('account_key', '=', `user:${batch.main_user_id}:on_hold:404`)
          .executeTakeFirstOrThrow();
        expect(BigInt(onHold.balance)).toBe(0n);
        expect(await ledgerProblems(k)).toEqual([]);
      }
    },
  );
});
