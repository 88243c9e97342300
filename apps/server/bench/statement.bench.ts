import { registerByPhone, startHarness, type Harness } from '../test/harness.ts';
import { MONEY_ENV, topUp } from '../test/money-helpers.ts';

/**
 * Time and memory of one statement of ENTRIES entries in each format (docs/documents.md,
 * "Statements"). The file is read over a real socket and thrown away chunk by chunk, so the
 * figure is the server's own: the heap's growth while it builds the file. Benches print, never
 * assert. BENCH_STATEMENT_ENTRIES changes the size; TEST_DATABASE_URL adds PostgreSQL.
 */
const ENTRIES = Number(process.env.BENCH_STATEMENT_ENTRIES ?? 10_000);

async function seed(h: Harness, token: string) {
  const sn = (await topUp(h, token, '100')).sn;
  const k = h.app.db.kysely;
  const legs = await k
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_entries as e', 'e.id', 'p.entry_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .select(['p.account_id', 'p.amount', 'a.kind'])
    .where('e.reference', '=', sn)
    .execute();
  const wallet = legs.find((l) => l.kind === 'domestic')!.account_id;
  const source = legs.find((l) => BigInt(l.amount) < 0n)!.account_id;
  const time = h.clock.now().toISOString();
  for (let done = 0; done < ENTRIES; done += 500) {
    const entries = await k
      .insertInto('ledger_entries')
      .values(
        Array.from({ length: Math.min(500, ENTRIES - done) }, (_, i) => ({
          entry_type: 'top_up',
          reference: `BENCH${done + i}`,
          description: 'bench',
          created_by: 0,
          create_time: time,
        })),
      )
      .returning('id')
      .execute();
    await k
      .insertInto('ledger_postings')
      .values(
        entries.flatMap((e) => [
          { entry_id: e.id, account_id: wallet, currency_id: 404, amount: 1, create_time: time },
          { entry_id: e.id, account_id: source, currency_id: 404, amount: -1, create_time: time },
        ]),
      )
      .execute();
  }
}

async function run(engine: 'sqlite' | 'postgres') {
  const h = await startHarness(engine, MONEY_ENV);
  try {
    const main = await registerByPhone(h);
    await seed(h, main.token);
    const address = await h.app.server.listen({ port: 0, host: '127.0.0.1' });
    for (const format of ['csv', 'xlsx', 'pdf']) {
      h.tick();
      globalThis.gc?.();
      const base = process.memoryUsage().heapUsed;
      let peak = base;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }, 10);
      const started = performance.now();
      const response = await fetch(`${address}/api/account/statement`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${main.token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          currencyId: '404',
          startTime: new Date(Date.now() - 86_400_000).toISOString(),
          endTime: new Date(Date.now() + 86_400_000).toISOString(),
          format,
        }),
      });
      let bytes = 0;
      for await (const chunk of response.body!) bytes += (chunk as Uint8Array).length;
      clearInterval(sampler);
      const ms = Math.round(performance.now() - started);
      const growth = ((peak - base) / 1_048_576).toFixed(1);
      console.log(
        `${engine} ${format}: ${ENTRIES} entries, ${bytes} bytes, ${ms} ms, heap growth ≤ ${growth} MB`,
      );
    }
  } finally {
    await h.close();
  }
}

await run('sqlite');
if (process.env.TEST_DATABASE_URL) await run('postgres');
