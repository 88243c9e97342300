import { DomainError } from '../errors.ts';

/**
 * A fee schedule, in minor units of the currency the fee is charged in.
 * fee = clamp(fixedMinor + roundUp(amount × basisPoints / 10 000), minMinor, maxMinor)
 */
export interface FeeSchedule {
  fixedMinor: bigint;
  /** 1 basis point = 0.01 %. A whole number from 0 to 10 000. */
  basisPoints: number;
  minMinor?: bigint;
  maxMinor?: bigint;
}

function invalid(message: string): DomainError {
  return new DomainError('FEE_SCHEDULE', message);
}

export function assertFeeSchedule(schedule: FeeSchedule): void {
  const { fixedMinor, basisPoints, minMinor, maxMinor } = schedule;
  if (typeof fixedMinor !== 'bigint' || fixedMinor < 0n) {
    throw invalid('fixedMinor must be a non-negative bigint');
  }
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw invalid('basisPoints must be a whole number from 0 to 10000');
  }
  for (const bound of [minMinor, maxMinor]) {
    if (bound !== undefined && (typeof bound !== 'bigint' || bound < 0n)) {
      throw invalid('minMinor and maxMinor must be non-negative bigints');
    }
  }
  if (minMinor !== undefined && maxMinor !== undefined && minMinor > maxMinor) {
    throw invalid('minMinor must not exceed maxMinor');
  }
}

/**
 * The fee for an amount. Rounding rule: the percentage part rounds UP to the currency's minor
 * unit, so any non-zero percentage of any non-zero amount costs at least one minor unit and the
 * house never carries a sub-unit share of the fee. E.g. 1 % of 49 cents is 0.49 cents → 1 cent;
 * 150 bp of 100 cents is 1.5 cents → 2 cents; an exact result (1 % of 500 cents) stays 5 cents.
 * The customer pays less than one minor unit more than the exact percentage, per order. The fixed
 * part is added after rounding, then the total is clamped to [minMinor, maxMinor]: the fee is
 * never below the minimum fee, nor above the maximum.
 */
export function computeFee(schedule: FeeSchedule, amount: bigint): bigint {
  assertFeeSchedule(schedule);
  if (typeof amount !== 'bigint' || amount < 0n) {
    throw new DomainError('AMOUNT', 'amount must be a non-negative bigint');
  }
  const percentage = (amount * BigInt(schedule.basisPoints) + 9_999n) / 10_000n;
  let fee = schedule.fixedMinor + percentage;
  if (schedule.minMinor !== undefined && fee < schedule.minMinor) fee = schedule.minMinor;
  if (schedule.maxMinor !== undefined && fee > schedule.maxMinor) fee = schedule.maxMinor;
  return fee;
}

/**
 * Whether a channel takes an amount: every rail has a smallest payment (M-Pesa B2C pays from
 * KES 10, for one), and below it the order could only fail at the rail or cost more in fees than
 * it moves. An amount equal to the minimum is taken; no minimum (undefined) takes any positive
 * amount.
 */
export function meetsMinimumAmount(amount: bigint, minimumMinor: bigint | undefined): boolean {
  if (typeof amount !== 'bigint') throw new DomainError('AMOUNT', 'amount must be a bigint');
  if (minimumMinor !== undefined && (typeof minimumMinor !== 'bigint' || minimumMinor < 0n)) {
    throw new DomainError('AMOUNT', 'minimumMinor must be a non-negative bigint');
  }
  return amount > 0n && (minimumMinor === undefined || amount >= minimumMinor);
}

/**
 * What leaves the customer's wallet for an order: the principal plus the fee, plus any tax charged
 * on top (0 when there is none). This is the amount held, and the order's payAmount.
 */
export function payAmount(amount: bigint, fee: bigint, taxFee: bigint = 0n): bigint {
  for (const part of [amount, fee, taxFee]) {
    if (typeof part !== 'bigint' || part < 0n) {
      throw new DomainError('AMOUNT', 'amount, fee and taxFee must be non-negative bigints');
    }
  }
  return amount + fee + taxFee;
}

/**
 * How a fee divides, for the order's costFeeAmount and interestFeeAmount (SPEC §3 Order): the
 * cost part is the schedule's flat charge per order, the interest part what the percentage adds
 * on top. A minimum or maximum fee moves only the interest part, down to nothing: a fee clamped
 * below the flat charge is all cost. The two always add up to the fee.
 */
export function splitFee(
  schedule: FeeSchedule,
  fee: bigint,
): { costMinor: bigint; interestMinor: bigint } {
  assertFeeSchedule(schedule);
  if (typeof fee !== 'bigint' || fee < 0n) {
    throw new DomainError('AMOUNT', 'fee must be a non-negative bigint');
  }
  const costMinor = fee < schedule.fixedMinor ? fee : schedule.fixedMinor;
  return { costMinor, interestMinor: fee - costMinor };
}
