import Big from 'big.js';
import { DomainError } from '../errors.ts';
import { computeFee, payAmount, type FeeSchedule } from '../fees/fee.ts';
import { MAX_MINOR } from '../money/amount.ts';

/**
 * FX conversion of minor units with decimal-string rates. Rates never touch a JS number: they are
 * parsed and multiplied by big.js, which multiplies exactly; only division (inverse rates, amounts
 * for a wanted result) rounds, at 40 decimal places, before the rounding rule below applies.
 */

// A private constructor, so the settings cannot be changed by, or leak into, other users of big.js.
const Dec = Big();
Dec.DP = 40;
Dec.RM = Dec.roundDown;

/** Significant digits kept when a rate is used the other way round (see invertRate). */
export const INVERSE_RATE_SIGNIFICANT_DIGITS = 8;

const RATE = /^\d{1,15}(\.\d{1,20})?$/;

/** A positive decimal-string rate as an exact decimal; DomainError FX_RATE otherwise. */
export function parseRate(rate: string): Big {
  if (typeof rate !== 'string' || !RATE.test(rate) || new Dec(rate).lte(0)) {
    throw new DomainError('FX_RATE', `rate must be a positive decimal string, got ${String(rate)}`);
  }
  return new Dec(rate);
}

function checkDecimals(...decimals: number[]): void {
  for (const d of decimals) {
    if (!Number.isInteger(d) || d < 0 || d > 8) {
      throw new DomainError('AMOUNT', `currency decimals must be 0 to 8, got ${d}`);
    }
  }
}

function checkAmount(amount: bigint): void {
  if (typeof amount !== 'bigint' || amount < 0n) {
    throw new DomainError('AMOUNT', 'amount must be a non-negative bigint');
  }
}

/** 10^(toDecimals − fromDecimals), exactly: scales A minor units to B minor units. */
function scale(fromDecimals: number, toDecimals: number): Big {
  return new Dec(`1e${toDecimals - fromDecimals}`);
}

/**
 * Converts minor units of A into minor units of B at `rate` (1 A = rate B, both in major units).
 * Rounding rule: the result rounds DOWN to B's minor unit. The customer never receives more than
 * the rate gives; the sub-minor remainder (less than one minor unit of B per conversion) stays
 * with the house in the FX position. Works for any decimals, e.g. KES (2) → UGX (0).
 */
export function convertMinor(
  amount: bigint,
  rate: string,
  fromDecimals: number,
  toDecimals: number,
): bigint {
  checkAmount(amount);
  checkDecimals(fromDecimals, toDecimals);
  // Most sends stay in their currency: the exact product is the amount itself.
  if (rate === '1' && fromDecimals === toDecimals) return amount;
  const exact = new Dec(amount.toString())
    .times(parseRate(rate))
    .times(scale(fromDecimals, toDecimals));
  return BigInt(exact.round(0, Dec.roundDown).toFixed(0));
}

/**
 * The smallest amount of A whose conversion gives at least `received` of B, for a customer who
 * types the amount to arrive. It rounds UP, so convertMinor(amountForReceived(x)) ≥ x always: the
 * recipient gets at least what was promised, and the sender pays at most one minor unit of A more
 * than the exact price.
 */
export function amountForReceived(
  received: bigint,
  rate: string,
  fromDecimals: number,
  toDecimals: number,
): bigint {
  checkAmount(received);
  checkDecimals(fromDecimals, toDecimals);
  const perMinorA = parseRate(rate).times(scale(fromDecimals, toDecimals));
  // Rounding the quotient up at 40 places and then up to a whole unit equals the exact ceiling.
  const quotient = new Dec(received.toString()).div(perMinorA);
  const up = quotient.round(40, Dec.roundUp).round(0, Dec.roundUp);
  return BigInt(up.toFixed(0));
}

/**
 * The rate for B → A from a rate quoted for A → B: 1 / rate, truncated (rounded down) to 8
 * significant digits. Eight digits keep the error below 1 part in 10^7, so under one minor unit
 * for any result below 10^7 minor units (100 000.00 at 2 decimals); truncating keeps the promise
 * above — the customer never gets more than the exact inverse gives. Returned in plain notation.
 */
export function invertRate(rate: string): string {
  const inverse = new Dec(1).div(parseRate(rate));
  return new Dec(inverse.toPrecision(INVERSE_RATE_SIGNIFICANT_DIGITS, Dec.roundDown)).toFixed();
}

/** A locked conversion offer. All amounts are minor units; rate is 1 A = rate B. */
export interface FxQuote {
  rate: string;
  /** What the customer converts, in A. */
  amount: bigint;
  /** The conversion fee, in A. */
  fee: bigint;
  /** amount + fee + taxFee: what leaves the wallet, in A. */
  payAmount: bigint;
  /** amount converted at the rate, rounded down, in B. */
  toAmount: bigint;
  /**
   * What reaches the receiving wallet, in B. Equal to toAmount: there is no receiving-side charge.
   * Kept as its own field because orders and FX history store both.
   */
  receivedAmount: bigint;
  /** Tax charged on top, in A (0 when none). */
  taxFee: bigint;
  /** The rate is honoured until this moment (exclusive). */
  expireTime: Date;
}

export function buildQuote(input: {
  amount: bigint;
  rate: string;
  fromDecimals: number;
  toDecimals: number;
  feeSchedule: FeeSchedule;
  taxFee?: bigint;
  now: Date;
  lockSeconds: number;
}): FxQuote {
  const { amount, fromDecimals, toDecimals, now, lockSeconds } = input;
  if (!Number.isInteger(lockSeconds) || lockSeconds <= 0) {
    throw new DomainError('AMOUNT', 'lockSeconds must be a positive whole number');
  }
  const rate = parseRate(input.rate).toFixed();
  const fee = computeFee(input.feeSchedule, amount);
  const taxFee = input.taxFee ?? 0n;
  const toAmount = convertMinor(amount, rate, fromDecimals, toDecimals);
  // Refused rather than quoting a conversion that takes money and delivers nothing.
  if (toAmount <= 0n) {
    throw new DomainError('AMOUNT_TOO_SMALL', 'amount is too small to convert at this rate');
  }
  const total = payAmount(amount, fee, taxFee);
  if (toAmount > MAX_MINOR || total > MAX_MINOR) {
    throw new DomainError('AMOUNT_TOO_LARGE', 'amount is too large to convert at this rate');
  }
  return {
    rate,
    amount,
    fee,
    payAmount: total,
    toAmount,
    receivedAmount: toAmount,
    taxFee,
    expireTime: new Date(now.getTime() + lockSeconds * 1000),
  };
}

export function isQuoteExpired(quote: Pick<FxQuote, 'expireTime'>, now: Date): boolean {
  return now.getTime() >= quote.expireTime.getTime();
}
