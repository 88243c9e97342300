import type { Kysely } from 'kysely';
import type { RailMismatchRow } from '@pesa/contract';
import { formatMinor } from '@pesa/domain';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { toBigInt } from '../db/bigint.ts';
import { paginate } from '../db/paginate.ts';
import type { RailId } from './rails.ts';

export interface RailMismatch {
  orderId: number;
  problem: 'differs' | 'open';
  ourStatus: number;
  /** The rail's answer as `<code> <English> / <Chinese>`; null while it has none. */
  railAnswer: string | null;
}

/** One line of the console's list (POST /ops/rails/mismatches). */
export type RailMismatchView = RailMismatchRow;

/**
 * What the rails' daily reconciliations found for an operator (docs/rails.md): orders a rail
 * answers differently from us, and orders still without its final answer after their window.
 * One row per rail and order, the latest finding; an `open` row goes once the order has an answer.
 */
export class RailMismatches {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * Records one run of a rail's reconciliation: every mismatch it found (kept or updated), and
   * the `open` rows of orders it no longer finds open removed (their answer came meanwhile).
   */
  async record(rail: RailId, found: readonly RailMismatch[]): Promise<void> {
    const now = this.clock.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const stillOpen = found.filter((m) => m.problem === 'open').map((m) => m.orderId);
      let gone = trx
        .deleteFrom('rail_mismatches')
        .where('rail', '=', rail)
        .where('problem', '=', 'open');
      if (stillOpen.length > 0) gone = gone.where('order_id', 'not in', stillOpen);
      await gone.execute();
      for (const m of found) {
        await trx
          .insertInto('rail_mismatches')
          .values({
            rail,
            order_id: m.orderId,
            problem: m.problem,
            our_status: m.ourStatus,
            rail_answer: m.railAnswer,
            found_time: now,
          })
          .onConflict((oc) =>
            oc.columns(['rail', 'order_id']).doUpdateSet({
              problem: m.problem,
              our_status: m.ourStatus,
              rail_answer: m.railAnswer,
              found_time: now,
            }),
          )
          .execute();
      }
    });
  }

  /** The newest findings first, with the order's number, amount and the rail's reference. */
  async page(
    pageNum: number,
    pageSize: number,
  ): Promise<{ rows: RailMismatchView[]; total: number }> {
    const query = this.db
      .selectFrom('rail_mismatches as m')
      .innerJoin('orders as o', 'o.id', 'm.order_id')
      .innerJoin('currencies as c', 'c.currency_id', 'o.currency_id');
    const { rows, total } = await paginate(query, { pageNum, pageSize }, (q) =>
      q
        .select([
          'm.rail',
          'm.problem',
          'm.our_status',
          'm.rail_answer',
          'm.found_time',
          'o.sn',
          'o.kind',
          'o.amount',
          'o.third_order_no',
          'c.code as currency_code',
          'c.decimals',
        ])
        .orderBy('m.found_time', 'desc')
        .orderBy('m.id', 'desc'),
    );
    return {
      rows: rows.map((row) => ({
        rail: row.rail,
        sn: row.sn,
        kind: row.kind,
        amount: formatMinor(toBigInt(row.amount), Number(row.decimals)),
        currencyCode: row.currency_code,
        thirdOrderNo: row.third_order_no,
        problem: row.problem,
        ourStatus: row.our_status,
        railAnswer: row.rail_answer,
        foundTime: row.found_time,
      })),
      total,
    };
  }
}
