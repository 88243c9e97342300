import { ErrorCode, KYC_URL } from '@pesa/contract';
import { convertMinor, parseMajor } from '@pesa/domain';
import { AppError } from '../../plugins/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';
import type { UsersService } from '../users/users.service.ts';

const USD = 840;
const APPROVED = '1';
// Where a refusal sends the customer to verify (packages/contract), re-exported for this module.
export { KYC_URL };

/** What the gate needs of pricing: a currency's decimals and the mid rate between two. */
export interface GatePricing {
  currency(currencyId: number): Promise<{ decimals: number }>;
  midRate(fromCurrencyId: number, toCurrencyId: number): Promise<string>;
}

/**
 * Until the main account's KYC/KYB is approved, a send or top-up worth more than
 * KYC_UNVERIFIED_LIMIT_USD (per order) answers 1000 "kycRequired" with `data.kycUrl`. The limit
 * is converted into the order's currency at the current USD rate and rounded down to its minor
 * unit, so the comparison is exact in the currency the customer typed. A currency without a USD
 * rate counts as over the limit. KYC_REQUIRED=false switches the gate off.
 */
export class KycGate {
  constructor(
    private readonly deps: {
      users: Pick<UsersService, 'findById'>;
      pricing: GatePricing;
      enabled: boolean;
      limitUsd: number;
    },
  ) {}

  async requireVerifiedAbove(auth: AuthContext, currencyId: number, amount: string) {
    if (!this.deps.enabled) return;
    const main = await this.deps.users.findById(auth.mainUserId);
    if (main?.audit_status === APPROVED) return;
    const currency = await this.deps.pricing.currency(currencyId).catch(() => null);
    // An unknown currency or a malformed amount is refused later with its own message.
    if (!currency) return;
    const minor = parseMajor(amount, currency.decimals);
    if (minor === null || minor <= 0n) return;
    const usd = await this.deps.pricing.currency(USD);
    const limitUsd = BigInt(Math.round(this.deps.limitUsd * 10 ** usd.decimals));
    const rate = await this.deps.pricing.midRate(USD, currencyId).catch(() => null);
    const limit =
      rate === null ? null : convertMinor(limitUsd, rate, usd.decimals, currency.decimals);
    if (limit === null || minor > limit)
      throw new AppError(ErrorCode.NO_PERMISSION, {
        messageKey: 'kycRequired',
        data: { kycUrl: KYC_URL },
      });
  }
}
