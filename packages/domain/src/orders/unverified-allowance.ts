import { DomainError } from '../errors.ts';
import { amountForReceived } from '../fx/quote.ts';
import { OrderStatus } from './order-status.ts';

/**
 * Until its KYC/KYB is approved, an account may move only so much in a rolling day and a rolling
 * month, on top of the per-order limit. Sends and top-ups both count, at their principal
 * (`amount`), valued in USD.
 */

/**
 * The statuses that use up the allowance: every order that may still move money or has moved it
 * (waiting for review, for payment or for the channel, or done). A rejected or cancelled order
 * moved nothing and gives its share back.
 */
export const ALLOWANCE_STATUSES: readonly OrderStatus[] = [
  OrderStatus.MANUAL_PENDING,
  OrderStatus.PAY_PENDING,
  OrderStatus.PENDING,
  OrderStatus.PASS,
];

export type AllowanceWindow = 'daily' | 'monthly';

const HOUR_MS = 3_600_000;
/** A rolling day is the last 24 hours; a rolling month the last 30 days, not the calendar's. */
export const ALLOWANCE_WINDOW_MS: Record<AllowanceWindow, number> = {
  daily: 24 * HOUR_MS,
  monthly: 30 * 24 * HOUR_MS,
};

/** The first instant that still counts: orders created strictly after it are in the window. */
export function allowanceWindowStart(now: Date, window: AllowanceWindow): Date {
  return new Date(now.getTime() - ALLOWANCE_WINDOW_MS[window]);
}

/**
 * The USD value of an amount, in US cents (or USD minor units), at `usdRate` (1 USD = usdRate of
 * the currency). Rounded UP, so the allowance used is never understated: it is the smallest USD
 * amount that converts to at least the amount. 12 920.00 KES at 129.2 is exactly 100.00 USD.
 */
export function usdValueMinor(input: {
  amountMinor: bigint;
  decimals: number;
  usdRate: string;
  usdDecimals: number;
}): bigint {
  return amountForReceived(input.amountMinor, input.usdRate, input.usdDecimals, input.decimals);
}

export interface AllowanceUse {
  window: AllowanceWindow;
  limitUsdMinor: bigint;
  /** USD value of the counted orders already in the window, this one excluded. */
  usedUsdMinor: bigint;
}

export interface AllowanceBreach {
  window: AllowanceWindow;
  limitUsdMinor: bigint;
  /** What the account may still move in the window (0 when it is used up). */
  remainingUsdMinor: bigint;
}

/**
 * The window an order of `orderUsdMinor` would take past its limit, or null when it fits. Reaching
 * the limit exactly fits. When both windows are overrun, the one with less left is reported: that
 * is the amount the customer can still move.
 */
export function allowanceBreach(
  orderUsdMinor: bigint,
  uses: readonly AllowanceUse[],
): AllowanceBreach | null {
  if (typeof orderUsdMinor !== 'bigint' || orderUsdMinor < 0n) {
    throw new DomainError('AMOUNT', 'orderUsdMinor must be a non-negative bigint');
  }
  let breach: AllowanceBreach | null = null;
  for (const use of uses) {
    if (use.limitUsdMinor < 0n || use.usedUsdMinor < 0n) {
      throw new DomainError('AMOUNT', 'limits and uses must be non-negative');
    }
    if (use.usedUsdMinor + orderUsdMinor <= use.limitUsdMinor) continue;
    const left = use.limitUsdMinor - use.usedUsdMinor;
    const remainingUsdMinor = left > 0n ? left : 0n;
    if (!breach || remainingUsdMinor < breach.remainingUsdMinor) {
      breach = { window: use.window, limitUsdMinor: use.limitUsdMinor, remainingUsdMinor };
    }
  }
  return breach;
}

export interface AllowanceLeft {
  /** The most one more order may move now: the smaller of what each window has left. */
  allowedNowUsdMinor: bigint;
  /** Per window, its limit and what is left of it (0 when used up). */
  windows: Array<{ window: AllowanceWindow; limitUsdMinor: bigint; leftUsdMinor: bigint }>;
}

/**
 * What is left of each window and what may move now, for the refusal to tell the customer
 * (issue 33): not only the window that was overrun, but the amount they can still send today and
 * what remains of both the 24-hour and the 30-day allowance.
 */
export function allowanceLeft(uses: readonly AllowanceUse[]): AllowanceLeft {
  const windows = uses.map((use) => {
    const left = use.limitUsdMinor - use.usedUsdMinor;
    return {
      window: use.window,
      limitUsdMinor: use.limitUsdMinor,
      leftUsdMinor: left > 0n ? left : 0n,
    };
  });
  const allowedNowUsdMinor = windows.reduce<bigint | null>(
    (least, w) => (least === null || w.leftUsdMinor < least ? w.leftUsdMinor : least),
    null,
  );
  return { allowedNowUsdMinor: allowedNowUsdMinor ?? 0n, windows };
}
