import { CompiledQuery, type Kysely } from 'kysely';
import { nameStatement } from '../../db/named-statements.ts';
import type { Database, OrderEventTable } from '../../db/schema.ts';

type NewEvent = Omit<OrderEventTable, 'id' | 'order_id'>;
const EVENT_COLUMNS = [
  'from_status',
  'to_status',
  'actor_type',
  'actor_id',
  'reason',
  'create_time',
] as const satisfies ReadonlyArray<keyof NewEvent>;

/** Statement text per list of order columns (rows built by the same code share one). */
const texts = new Map<string, string>();

/** The job an order starts (a send's payout), due at once, its payload `{ orderId }`. */
export interface FirstJob {
  type: string;
  now: string;
}

/**
 * PostgreSQL: a new order, its first event and the job it starts, if any, in one statement: a
 * send's units run one after another in their wallet's batch (db/transaction-batcher.ts), so
 * every round trip saved there is a send more per second. The column names come from the code's
 * row objects, never from a request.
 */
export async function insertOrderWithEventOnPostgres(
  db: Kysely<Database>,
  row: Record<string, unknown>,
  event: NewEvent,
  job?: FirstJob,
): Promise<number> {
  const columns = Object.keys(row);
  const key = `${columns.join(',')}${job ? '+job' : ''}`;
  let text = texts.get(key);
  if (!text) {
    const quoted = (names: readonly string[]) => names.map((c) => `"${c}"`).join(', ');
    const places = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');
    const eventPlaces = places(columns.length + 1, EVENT_COLUMNS.length);
    const jobFrom = columns.length + EVENT_COLUMNS.length + 1;
    text = `with o as (insert into orders (${quoted(columns)}) values (${places(1, columns.length)}) returning id),
e as (insert into order_events (order_id, ${quoted(EVENT_COLUMNS)}) select id, ${eventPlaces} from o)${
      job
        ? `,
j as (insert into jobs (type, payload, status, run_at, attempts, create_time)
  select $${jobFrom}, json_build_object('orderId', id)::text, 'pending', $${jobFrom + 1}, 0, $${jobFrom + 1} from o)`
        : ''
    }
select id as order_id from o`;
    texts.set(key, text);
    nameStatement(text);
  }
  const values = [
    ...Object.values(row),
    ...EVENT_COLUMNS.map((c) => event[c]),
    ...(job ? [job.type, job.now] : []),
  ];
  const { rows } = await db.executeQuery<{ order_id: number | string }>(
    CompiledQuery.raw(text, values),
  );
  return Number(rows[0]!.order_id);
}
