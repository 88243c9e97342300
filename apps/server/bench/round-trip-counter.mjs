// Counts what this process sends to PostgreSQL: every query is one round trip (pg sends a
// statement and waits for its reply before the next on that connection), and every commit is a
// transaction PostgreSQL makes durable: a BEGIN … COMMIT block, or a statement sent outside one
// (its own implicit transaction). Imported by a bench before the app opens its pool, or preloaded
// into a server process (`--import`), which then prints its counts on SIGUSR2.
import { appendFileSync } from 'node:fs';
import pg from 'pg';

const counts = { roundTrips: 0, blocks: 0, single: 0 };
const inBlock = new WeakSet();
/** PG_ROUND_TRIPS_TEXTS=<file>: each reading also appends every statement's count to the file. */
const textsFile = process.env.PG_ROUND_TRIPS_TEXTS;
const texts = textsFile ? new Map() : undefined;

const query = pg.Client.prototype.query;
if (!query.countsRoundTrips) {
  pg.Client.prototype.query = function countedQuery(config, ...rest) {
    const text = (typeof config === 'string' ? config : (config?.text ?? '')).trim().toLowerCase();
    counts.roundTrips++;
    if (texts) {
      const head = text.replace(/\s+/g, ' ').slice(0, 90);
      texts.set(head, (texts.get(head) ?? 0) + 1);
    }
    if (text === 'begin' || text.startsWith('begin ') || text.startsWith('start transaction'))
      inBlock.add(this);
    else if (text === 'commit' || text === 'rollback') {
      inBlock.delete(this);
      if (text === 'commit') counts.blocks++;
    } else if (!inBlock.has(this)) counts.single++;
    return query.call(this, config, ...rest);
  };
  pg.Client.prototype.query.countsRoundTrips = true;
}

/** The counts so far: round trips, BEGIN … COMMIT blocks, statements outside a block. */
export function roundTrips() {
  return { ...counts };
}

/** What happened between two readings, per unit of work (a send). */
export function perUnit(before, after, units) {
  const per = (key) => (after[key] - before[key]) / Math.max(units, 1);
  return {
    roundTrips: per('roundTrips'),
    commits: per('blocks') + per('single'),
    blocks: per('blocks'),
  };
}

export const COUNTS_LINE = 'pg-round-trips ';
if (process.env.PG_ROUND_TRIPS_ON_SIGNAL === '1')
  process.on('SIGUSR2', () => {
    process.stderr.write(`${COUNTS_LINE}${JSON.stringify(counts)}\n`);
    if (texts) {
      const lines = [...texts].sort((a, b) => b[1] - a[1]).map(([t, n]) => `${n}\t${t}`);
      appendFileSync(textsFile, `--- ${process.pid}\n${lines.join('\n')}\n`);
    }
  });
