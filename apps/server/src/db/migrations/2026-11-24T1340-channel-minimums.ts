import type { Kysely } from 'kysely';
import { isPostgres } from './column-types.ts';

/**
 * The smallest amount each channel takes (`fee_schedules.min_order_amount`, minor units of the
 * schedule's currency; null takes any positive amount), next to the fee it already holds. The
 * schedules the opening seeds created get the opening minimums (docs/money.md explains each); the
 * seeds add the new wallet and top-up schedules at the next start. Frozen: the values are written
 * here, not read from the seeds, which may change later.
 */
const OPENING_MINIMUMS: Array<[scope: number, payType: number, currencyId: number, min: number]> = [
  [0, 2, 404, 1_000],
  [0, 5, 404, 1_000],
  [0, 100, 404, 100_000],
  [0, 101, 404, 1_000],
  [0, 7, 834, 100_000],
  [0, 3, 834, 100_000],
  [0, 5, 834, 100_000],
  [0, 6, 834, 100_000],
  [0, 102, 834, 4_000_000],
  [0, 103, 834, 100_000],
  [1, 401, 404, 100_000],
  [1, 401, 840, 1_000],
  [1, 400, 834, 2_000_000],
  [1, 400, 840, 1_000],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const money = isPostgres(db) ? 'bigint' : 'integer';
  await db.schema.alterTable('fee_schedules').addColumn('min_order_amount', money).execute();
  const k = db as Kysely<{
    fee_schedules: {
      scope: number;
      pay_type: number;
      currency_id: number;
      min_order_amount: string | null;
    };
  }>;
  for (const [scope, payType, currencyId, min] of OPENING_MINIMUMS) {
    await k
      .updateTable('fee_schedules')
      .set({ min_order_amount: String(min) })
      .where('scope', '=', scope)
      .where('pay_type', '=', payType)
      .where('currency_id', '=', currencyId)
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
