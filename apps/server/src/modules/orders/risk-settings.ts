import type { Kysely } from 'kysely';
import type { TtlCache } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Operator-set risk limits. An order above its currency's manual-review threshold (minor units,
 * key `risk.manualReview.<currencyId>`) waits for an operator; no row means no amount limit.
 */
export class RiskSettings {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: TtlCache,
  ) {}

  async manualReviewThreshold(currencyId: number): Promise<bigint | null> {
    const rows = await this.cache.get('settings', () =>
      this.db.selectFrom('app_settings').selectAll().execute(),
    );
    const row = rows.find((r) => r.key === `risk.manualReview.${currencyId}`);
    return row ? BigInt(row.value) : null;
  }

  async setManualReviewThreshold(currencyId: number, minor: bigint, now: string): Promise<void> {
    await this.db
      .insertInto('app_settings')
      .values({ key: `risk.manualReview.${currencyId}`, value: minor.toString(), update_time: now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: minor.toString(), update_time: now }),
      )
      .execute();
    await this.cache.changed();
  }
}
