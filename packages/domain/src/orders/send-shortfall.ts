import { DomainError } from '../errors.ts';

/** A send's figures, in minor units of the paying wallet's currency. */
export interface SendCost {
  amountMinor: bigint;
  feeMinor: bigint;
  taxFeeMinor: bigint;
}

/**
 * How much a send lacks: what creating the order takes from the paying wallet (amount + fee +
 * tax, held together; see holdForSend) less that wallet's available balance, or 0n when the
 * balance covers it. The amount step uses it to stop a send before the PIN; the server's ledger
 * still refuses any hold the balance does not cover.
 */
export function sendShortfall(cost: SendCost, availableMinor: bigint): bigint {
  const parts = [cost.amountMinor, cost.feeMinor, cost.taxFeeMinor, availableMinor];
  if (parts.some((part) => typeof part !== 'bigint' || part < 0n)) {
    throw new DomainError('AMOUNT', 'send figures and the balance must be bigints of at least 0');
  }
  const total = cost.amountMinor + cost.feeMinor + cost.taxFeeMinor;
  return total > availableMinor ? total - availableMinor : 0n;
}
