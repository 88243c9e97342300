import type { Kysely, Transaction } from 'kysely';
import { ErrorCode } from '@pesa/contract';
import {
  allowanceBreach,
  allowanceLeft,
  allowanceWindowStart,
  formatMinor,
  formatMoneyText,
  usdValueMinor,
  type AllowanceBreach,
  type AllowanceUse,
} from '@pesa/domain';
import type { Clock } from '../../clock.ts';
import { toBigInt } from '../../db/bigint.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../plugins/app-error.ts';
import { KYC_URL } from './kyc-gate.ts';
import type { UnverifiedAllowanceRepository } from './unverified-allowance.repository.ts';

const USD = 840;
const APPROVED = '1';

/**
 * The movement being checked: an order already inserted in the transaction (`id`), or a
 * conversion whose quote the transaction has just spent (`quoteId`, with `id` 0). Either is left
 * out of the usage it is added to.
 */
export interface AllowanceOrder {
  id: number;
  quoteId?: string;
  mainUserId: number;
  currencyId: number;
  amount: bigint;
}

/**
 * The rolling allowance of accounts whose KYC/KYB is not approved: what their sends, top-ups and
 * conversions may add up to in 24 hours (KYC_UNVERIFIED_DAILY_LIMIT_USD) and in 30 days
 * (KYC_UNVERIFIED_MONTHLY_LIMIT_USD), valued in USD at the current rates (docs/money.md). It runs
 * in the transaction that creates the order, after the insert and behind a per-account lock, so
 * concurrent orders are counted one after another and together never pass the limit. Refused with
 * 1000 and `data.kycUrl`, like the per-order gate, saying which limit and how much remains.
 */
export class UnverifiedAllowance {
  constructor(
    private readonly deps: {
      repo: UnverifiedAllowanceRepository;
      rate: (fromCurrencyId: number, toCurrencyId: number, db: Kysely<Database>) => Promise<string>;
      clock: Clock;
      enabled: boolean;
      dailyLimitUsd: number;
      monthlyLimitUsd: number;
    },
  ) {}

  /** Whether the account's orders count against the allowance: it is on, and KYC/KYB not approved. */
  async applies(db: Kysely<Database>, mainUserId: number): Promise<boolean> {
    return this.deps.enabled && (await this.deps.repo.auditStatus(db, mainUserId)) !== APPROVED;
  }

  async requireWithin(trx: Transaction<Database>, order: AllowanceOrder): Promise<void> {
    if (!(await this.applies(trx, order.mainUserId))) return;
    const { repo } = this.deps;
    await repo.lockAccount(trx, order.mainUserId);
    const now = this.deps.clock.now();
    const since = {
      dayStart: allowanceWindowStart(now, 'daily').toISOString(),
      monthStart: allowanceWindowStart(now, 'monthly').toISOString(),
    };
    const usage = [
      ...(await repo.usage(trx, order, since)),
      ...(await repo.conversionUsage(trx, order, since)),
    ];
    const decimals = await repo.decimals(trx, [USD, order.currencyId]);
    const usdDecimals = decimals.get(USD) ?? 2;
    const inUsd = async (currencyId: number, amountMinor: bigint, currencyDecimals: number) =>
      usdValueMinor({
        amountMinor,
        decimals: currencyDecimals,
        usdRate: await this.deps.rate(USD, currencyId, trx),
        usdDecimals,
      });
    let usedDay = 0n;
    let usedMonth = 0n;
    let orderUsd: bigint;
    try {
      for (const row of usage) {
        usedDay += await inUsd(row.currencyId, toBigInt(row.day), row.decimals);
        usedMonth += await inUsd(row.currencyId, toBigInt(row.month), row.decimals);
      }
      orderUsd = await inUsd(order.currencyId, order.amount, decimals.get(order.currencyId) ?? 2);
    } catch (error) {
      // A currency without a USD rate cannot be valued: like the per-order gate, it is over.
      if (error instanceof AppError && error.code === ErrorCode.RATE_NOT_CONFIGURED)
        throw new AppError(ErrorCode.NO_PERMISSION, {
          messageKey: 'kycRequired',
          data: { kycUrl: KYC_URL },
        });
      throw error;
    }
    const usd = (dollars: number) => BigInt(Math.round(dollars * 10 ** usdDecimals));
    const uses: AllowanceUse[] = [
      { window: 'daily', limitUsdMinor: usd(this.deps.dailyLimitUsd), usedUsdMinor: usedDay },
      { window: 'monthly', limitUsdMinor: usd(this.deps.monthlyLimitUsd), usedUsdMinor: usedMonth },
    ];
    const breach = allowanceBreach(orderUsd, uses);
    if (breach) throw refusal(breach, uses, usdDecimals);
  }
}

/**
 * The refusal says what may move now and what is left of both windows (issue 33), so the
 * customer can send a smaller amount instead of guessing; `data` carries the same figures.
 */
function refusal(breach: AllowanceBreach, uses: AllowanceUse[], usdDecimals: number): AppError {
  const figure = (minor: bigint) => formatMinor(minor, usdDecimals);
  const usd = (minor: bigint) => formatMoneyText(minor, usdDecimals, 'USD');
  const left = allowanceLeft(uses);
  const windowOf = (name: 'daily' | 'monthly') => left.windows.find((w) => w.window === name)!;
  const day = windowOf('daily');
  const month = windowOf('monthly');
  return new AppError(ErrorCode.NO_PERMISSION, {
    messageKey: 'kycAllowanceLeft',
    params: {
      allowed: usd(left.allowedNowUsdMinor),
      dayLeft: usd(day.leftUsdMinor),
      dayLimit: usd(day.limitUsdMinor),
      monthLeft: usd(month.leftUsdMinor),
      monthLimit: usd(month.limitUsdMinor),
    },
    data: {
      kycUrl: KYC_URL,
      window: breach.window,
      limitUsd: figure(breach.limitUsdMinor),
      remainingUsd: figure(breach.remainingUsdMinor),
      allowedUsd: figure(left.allowedNowUsdMinor),
      dailyLeftUsd: figure(day.leftUsdMinor),
      monthlyLeftUsd: figure(month.leftUsdMinor),
    },
  });
}
