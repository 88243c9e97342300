import { CompiledQuery, type Kysely } from 'kysely';
import { nameStatement } from '../../db/named-statements.ts';
import type { Database, OrderEventTable } from '../../db/schema.ts';
import { RIDER_FIRST_PARAM, type EntryRider } from '../ledger/ledger.service.ts';

type NewEvent = Omit<OrderEventTable, 'id' | 'order_id'>;
const EVENT_COLUMNS = [
  'from_status',
  'to_status',
  'actor_type',
  'actor_id',
  'reason',
  'create_time',
] as const satisfies ReadonlyArray<keyof NewEvent>;

/** CTE texts per list of order columns, job and gate (rows built by the same code share one). */
const texts = new Map<string, string>();

/** The job an order starts (a send's payout), due at once, its payload `{ orderId }`. */
export interface FirstJob {
  type: string;
  now: string;
}

/**
 * The CTEs that write an order (`o`, returning its id), its first event and its job, if any, with
 * parameters numbered from `first`. With `gate`, the order is written once per row of that CTE
 * (none or one) instead of unconditionally. The column names come from the code's row objects,
 * never from a request.
 */
function orderCtes(columns: string[], job: boolean, first: number, gate?: string): string {
  const key = `${columns.join(',')}|${job}|${first}|${gate ?? ''}`;
  let text = texts.get(key);
  if (!text) {
    const quoted = (names: readonly string[]) => names.map((c) => `"${c}"`).join(', ');
    const places = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');
    const orderPlaces = places(first, columns.length);
    const eventPlaces = places(first + columns.length, EVENT_COLUMNS.length);
    const jobFrom = first + columns.length + EVENT_COLUMNS.length;
    const source = gate ? `select ${orderPlaces} from ${gate}` : `values (${orderPlaces})`;
    text = `o as (insert into orders (${quoted(columns)}) ${source} returning id),
e as (insert into order_events (order_id, ${quoted(EVENT_COLUMNS)}) select id, ${eventPlaces} from o)${
      job
        ? `,
j as (insert into jobs (type, payload, status, run_at, attempts, create_time)
  select $${jobFrom}, json_build_object('orderId', id)::text, 'pending', $${jobFrom + 1}, 0, $${jobFrom + 1} from o)`
        : ''
    }`;
    texts.set(key, text);
  }
  return text;
}

const valuesOf = (row: Record<string, unknown>, event: NewEvent, job?: FirstJob) => [
  ...Object.values(row),
  ...EVENT_COLUMNS.map((c) => event[c]),
  ...(job ? [job.type, job.now] : []),
];

/**
 * PostgreSQL: a new order, its first event and the job it starts, if any, in one statement: a
 * send's units run one after another in their wallet's batch (db/transaction-batcher.ts), so
 * every round trip saved there is a send more per second.
 */
export async function insertOrderWithEventOnPostgres(
  db: Kysely<Database>,
  row: Record<string, unknown>,
  event: NewEvent,
  job?: FirstJob,
): Promise<number> {
  const text = `with ${orderCtes(Object.keys(row), job !== undefined, 1)}\nselect id as order_id from o`;
  nameStatement(text);
  const { rows } = await db.executeQuery<{ order_id: number | string }>(
    CompiledQuery.raw(text, valuesOf(row, event, job)),
  );
  return Number(rows[0]!.order_id);
}

/**
 * The same writes as a rider on the order's first journal entry (ledger/postgres-entry.ts): a
 * send's order, first event and payout job go in the statement of its hold, written once every
 * account of the hold is found and locked. Its result is the new order's id.
 */
export function orderRider(
  row: Record<string, unknown>,
  event: NewEvent,
  job?: FirstJob,
): EntryRider {
  return {
    ctes: orderCtes(Object.keys(row), job !== undefined, RIDER_FIRST_PARAM, 'accounts_found'),
    result: '(select id from o)',
    values: valuesOf(row, event, job),
  };
}
