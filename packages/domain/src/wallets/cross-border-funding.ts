import { DomainError } from '../errors.ts';
import { systemAccountKey, userAccountKey } from '../ledger/accounts.ts';
import { assertBalanced, type JournalEntry } from '../ledger/entries.ts';

/**
 * A customer moves money from their domestic wallet into their cross-border wallet (issue 15,
 * item 3), so local money can pay a cross-border send. It is one movement between one owner's
 * wallets, never out of the house:
 *
 * - same currency (KES domestic → KES cross-border): domestic −amount, cross-border +amount;
 * - different currencies (KES → USD, at a locked quote): the conversion goes through the FX
 *   position of each currency like `convertCurrency`, so each currency balances on its own.
 *
 * The move is free; the rate is the price (docs/money.md "FX").
 */
export interface CrossBorderFunding {
  ownerUserId: number;
  fromCurrencyId: number;
  toCurrencyId: number;
  /** Minor units leaving the domestic wallet, in the from currency. */
  amount: bigint;
  /** Minor units arriving in the cross-border wallet, in the to currency. */
  receivedAmount: bigint;
  /** The order number (sn). */
  reference: string;
}

export function isConversion(funding: Pick<CrossBorderFunding, 'fromCurrencyId' | 'toCurrencyId'>) {
  return funding.fromCurrencyId !== funding.toCurrencyId;
}

export function fundCrossBorder(funding: CrossBorderFunding): JournalEntry {
  const { ownerUserId, fromCurrencyId, toCurrencyId, amount, receivedAmount, reference } = funding;
  if (
    typeof amount !== 'bigint' ||
    amount < 1n ||
    typeof receivedAmount !== 'bigint' ||
    receivedAmount < 1n
  )
    throw new DomainError(
      'AMOUNT',
      'a move needs a positive amount and a positive received amount',
    );
  if (!isConversion(funding) && amount !== receivedAmount)
    throw new DomainError('AMOUNT', 'a move in one currency arrives whole');
  const from = userAccountKey(ownerUserId, 'domestic', fromCurrencyId);
  const to = userAccountKey(ownerUserId, 'cross_border', toCurrencyId);
  const legs: [string, number, bigint][] = isConversion(funding)
    ? [
        [from, fromCurrencyId, -amount],
        [systemAccountKey('fx_position', fromCurrencyId), fromCurrencyId, amount],
        [systemAccountKey('fx_position', toCurrencyId), toCurrencyId, -receivedAmount],
        [to, toCurrencyId, receivedAmount],
      ]
    : [
        [from, fromCurrencyId, -amount],
        [to, toCurrencyId, amount],
      ];
  const built: JournalEntry = {
    type: 'wallet_transfer',
    reference,
    description: `Move to the cross-border wallet ${reference}`,
    postings: legs.map(([accountKey, currencyId, value]) => ({
      accountKey,
      currencyId,
      amount: value,
    })),
  };
  assertBalanced(built);
  return built;
}
