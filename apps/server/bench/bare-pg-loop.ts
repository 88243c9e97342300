import pg from 'pg';

/**
 * The PostgreSQL yardstick: the same transfer as a send's hold (the wallet locked with FOR UPDATE,
 * checked and debited, its on-hold account credited, one entry with two postings, committed
 * durably), written with bare `pg` on several connections at once. `accounts` 1 is one hot
 * wallet every transfer draws from; more spreads the transfers over that many wallets, each with
 * its own on-hold account. The tables live in their own schema, dropped afterwards.
 */
export async function bareTransferLoop(
  url: string,
  options: { seconds: number; wallets: number; connections?: number },
): Promise<{ perSecond: number; transfers: number }> {
  const connections = options.connections ?? 16;
  const schema = `bare_loop_${process.pid}`;
  const pool = new pg.Pool({ connectionString: url, max: connections });
  const setup = `
    drop schema if exists ${schema} cascade;
    create schema ${schema};
    create table ${schema}.accounts (id integer primary key, balance bigint not null check (balance >= 0));
    create table ${schema}.entries (id serial primary key, reference varchar(64) not null, create_time varchar(30) not null);
    create table ${schema}.postings (id serial primary key, entry_id integer not null references ${schema}.entries (id),
      account_id integer not null references ${schema}.accounts (id), amount bigint not null);
    insert into ${schema}.accounts (id, balance)
      select g, case when g % 2 = 1 then 1000000000000 else 0 end from generate_series(1, ${options.wallets * 2}) g;`;
  await pool.query(setup);
  const statements = {
    lock: `select balance from ${schema}.accounts where id = $1 for update`,
    debit: `update ${schema}.accounts set balance = balance - $2 where id = $1`,
    credit: `update ${schema}.accounts set balance = balance + $2 where id = $1`,
    entry: `insert into ${schema}.entries (reference, create_time) values ($1, $2) returning id`,
    postings: `insert into ${schema}.postings (entry_id, account_id, amount) values ($1, $2, $3), ($1, $4, $5)`,
  };
  const named = (name: keyof typeof statements, values: unknown[]) => ({
    name: `bare_${name}`,
    text: statements[name],
    values,
  });
  let transfers = 0;
  const end = Date.now() + options.seconds * 1000;
  const worker = async (w: number) => {
    const client = await pool.connect();
    try {
      for (let n = 0; Date.now() < end; n++) {
        const wallet = 2 * ((w + n * connections) % options.wallets) + 1;
        await client.query('begin');
        const { rows } = await client.query(named('lock', [wallet]));
        if (BigInt(rows[0].balance) < 11000n) throw new Error('insufficient');
        await client.query(named('debit', [wallet, 11000]));
        await client.query(named('credit', [wallet + 1, 11000]));
        const entry = await client.query(named('entry', [`B${w}-${n}`, new Date().toISOString()]));
        await client.query(
          named('postings', [entry.rows[0].id, wallet, -11000, wallet + 1, 11000]),
        );
        await client.query('commit');
        transfers++;
      }
    } finally {
      client.release();
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
  const elapsed = (Date.now() - started) / 1000;
  await pool.query(`drop schema ${schema} cascade`);
  await pool.end();
  return { perSecond: transfers / elapsed, transfers };
}
