import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * The same ledger transfer as a send's hold (conditional debit of the wallet, credit of on-hold,
 * one entry with two postings), in a bare better-sqlite3 loop with the same durability
 * (WAL, synchronous=FULL, one commit per transfer). It is the yardstick for the HTTP figure.
 */
export function bareLedgerLoop(seconds: number): { perSecond: number; transfers: number } {
  const dir = mkdtempSync(join(tmpdir(), 'pesa-bare-'));
  const db = new SQLite(join(dir, 'bare.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`
    create table accounts (id integer primary key, balance integer not null check (balance >= 0));
    create table entries (id integer primary key autoincrement, reference text not null, create_time text not null);
    create table postings (id integer primary key autoincrement, entry_id integer not null, account_id integer not null, amount integer not null);
    insert into accounts (id, balance) values (1, 1000000000000), (2, 0);
  `);
  const debit = db.prepare(
    'update accounts set balance = balance - ? where id = 1 and balance >= ?',
  );
  const credit = db.prepare('update accounts set balance = balance + ? where id = 2');
  const entry = db.prepare('insert into entries (reference, create_time) values (?, ?)');
  const posting = db.prepare(
    'insert into postings (entry_id, account_id, amount) values (?, ?, ?)',
  );
  const transfer = db.transaction((n: number) => {
    if (debit.run(11000, 11000).changes !== 1) throw new Error('insufficient');
    credit.run(11000);
    const id = entry.run(`B${n}`, new Date().toISOString()).lastInsertRowid;
    posting.run(id, 1, -11000);
    posting.run(id, 2, 11000);
  });
  const end = Date.now() + seconds * 1000;
  let n = 0;
  while (Date.now() < end) transfer(n++);
  db.close();
  rmSync(dir, { recursive: true, force: true });
  return { perSecond: n / seconds, transfers: n };
}
