import { formatMinor } from '@pesa/domain';
import type { Lang } from '../../i18n/language.ts';
import type { ReferenceService } from '../reference/reference.service.ts';
import type { OpsSettingsRepository } from './ops-settings.repository.ts';
import type { RatePeriod } from '@pesa/contract';

const major = (minor: string | number | bigint | null, decimals: number) =>
  minor === null ? null : formatMinor(BigInt(minor), decimals);

/**
 * What the console's settings screens read before an operator changes them. Rates and their
 * history are the reference service's own answers (what customers' FX pages read), so the
 * console shows exactly what a customer sees; amounts are major units, as the set calls take them.
 */
export class OpsSettingsService {
  constructor(
    private readonly repo: OpsSettingsRepository,
    private readonly reference: ReferenceService,
  ) {}

  rates() {
    return this.reference.currentRates();
  }

  rateHistory(pair: string, period: RatePeriod) {
    return this.reference.rateHistory(pair, period);
  }

  async fees(lang: Lang) {
    const [fees, channels] = await Promise.all([this.repo.fees(), this.repo.channelNames()]);
    const nameOf = (scope: number, payType: number, currencyId: number) => {
      const channel = channels.find(
        (c) => c.scope === scope && c.pay_type === payType && c.currency_id === currencyId,
      );
      return channel ? (lang === 'zh' ? channel.name_zh : channel.name_en) : null;
    };
    return fees.map((f) => ({
      scope: f.scope,
      payType: f.pay_type,
      currencyId: f.currency_id,
      currency: f.currency_code,
      channelName: nameOf(f.scope, f.pay_type, f.currency_id),
      fixedAmount: major(f.fixed_amount, f.decimals)!,
      basisPoints: f.basis_points,
      minAmount: major(f.min_amount, f.decimals),
      maxAmount: major(f.max_amount, f.decimals),
      minOrderAmount: major(f.min_order_amount, f.decimals),
      updateTime: f.update_time,
    }));
  }

  /** Every currency with its threshold; null where none is set (no amount limit). */
  async thresholds(lang: Lang) {
    const [currencies, settings] = await Promise.all([
      this.repo.currencies(),
      this.repo.thresholds(),
    ]);
    return currencies.map((c) => {
      const row = settings.find((s) => s.key === `risk.manualReview.${c.currency_id}`);
      return {
        currencyId: c.currency_id,
        currency: c.code,
        currencyName: lang === 'zh' ? c.name_zh : c.name_en,
        amount: row ? major(row.value, c.decimals) : null,
        updateTime: row?.update_time ?? null,
      };
    });
  }
}
