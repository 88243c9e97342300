import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PipelinedStatements } from './pipelined-statements.ts';

const url = process.env.TEST_DATABASE_URL;

/** On the real PostgreSQL: statements that commit by themselves, sharing pipelined connections. */
describe.skipIf(!url)('PipelinedStatements', () => {
  const table = `pipelined_${process.pid}`;
  let admin: pg.Client;
  const rowsOf = async () =>
    (await admin.query<{ n: number }>(`select n from ${table} order by n`)).rows.map((r) => r.n);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop table if exists ${table}`);
    await admin.query(`create table ${table} (n integer primary key)`);
  });
  afterAll(async () => {
    await admin.query(`drop table ${table}`);
    await admin.end();
  });

  it('answers each statement of one turn with its own rows, and a failing one rolls back alone', async () => {
    const statements = new PipelinedStatements(url!, 1);
    try {
      const insert = (n: number) =>
        statements.run(`insert into ${table} (n) values ($1) returning n * 10 as tenfold`, [n]);
      // Sent in the same turn on one connection: the third repeats the first's key.
      const outcomes = await Promise.allSettled([insert(1), insert(2), insert(1), insert(3)]);
      expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : 'refused'))).toEqual([
        [{ tenfold: 10 }],
        [{ tenfold: 20 }],
        'refused',
        [{ tenfold: 30 }],
      ]);
      expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ code: '23505' });
      // Each committed by itself: visible at once from another connection, the refused one absent.
      expect(await rowsOf()).toEqual([1, 2, 3]);
      // A statement that writes and then fails leaves nothing behind.
      await expect(
        statements.run(
          `with w as (insert into ${table} (n) values (4) returning n) select n / 0 from w`,
          [],
        ),
      ).rejects.toMatchObject({ code: '22012' });
      expect(await rowsOf()).toEqual([1, 2, 3]);
    } finally {
      await statements.close();
    }
  });

  it('opens a new connection in place of one the server closed', async () => {
    const statements = new PipelinedStatements(url!, 1);
    try {
      const [{ pid }] = (await statements.run('select pg_backend_pid() as pid', [])) as [
        { pid: number },
      ];
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // The statements sent before the loss is seen fail with the connection (here one or two);
      // the one after it runs on a new connection.
      const failures: unknown[] = [];
      let next: number | undefined;
      while (next === undefined && failures.length < 3) {
        try {
          next = (
            (await statements.run('select pg_backend_pid() as pid', [])) as [{ pid: number }]
          )[0].pid;
        } catch (error) {
          failures.push(error);
        }
      }
      expect(failures.length).toBeLessThanOrEqual(2);
      expect(next).not.toBe(pid);
    } finally {
      await statements.close();
    }
  });

  it('lets the statements already sent finish on close, and refuses new ones', async () => {
    const statements = new PipelinedStatements(url!, 2);
    const sent = statements.run(`insert into ${table} (n) values (5), (6) returning n`, []);
    await new Promise((resolve) => setImmediate(resolve));
    await statements.close();
    expect(await sent).toHaveLength(2);
    expect(await rowsOf()).toEqual([1, 2, 3, 5, 6]);
    await expect(statements.run('select 1', [])).rejects.toThrow('database closed');
  });
});
