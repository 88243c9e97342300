import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The console's reads of what finance sets: fee schedules and review thresholds. */
export class OpsSettingsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every fee schedule with its currency; a channel's name comes from its payment channel. */
  fees() {
    return this.db
      .selectFrom('fee_schedules as f')
      .innerJoin('currencies as c', 'c.currency_id', 'f.currency_id')
      .select([
        'f.scope',
        'f.pay_type',
        'f.currency_id',
        'f.fixed_amount',
        'f.basis_points',
        'f.min_amount',
        'f.max_amount',
        'f.min_order_amount',
        'f.update_time',
        'c.code as currency_code',
        'c.decimals',
      ])
      .orderBy('f.scope')
      .orderBy('f.currency_id')
      .orderBy('f.pay_type')
      .execute();
  }

  channelNames() {
    return this.db
      .selectFrom('payment_channels')
      .select(['scope', 'pay_type', 'currency_id', 'name_en', 'name_zh'])
      .execute();
  }

  currencies() {
    return this.db.selectFrom('currencies').selectAll().orderBy('currency_id').execute();
  }

  /** The manual-review thresholds (RiskSettings' keys), with when each was last set. */
  thresholds() {
    return this.db
      .selectFrom('app_settings')
      .selectAll()
      .where('key', 'like', 'risk.manualReview.%')
      .execute();
  }
}
