import { formatMinor, parseMajor, sendShortfall } from '@pesa/domain';
import { useAssetRows, useCurrencies } from '../../lib/money/api.ts';
import type { Scope, SendQuote } from './api.ts';

/** The paying wallet's available balance (a decimal string), once the balances have loaded. */
export function usePayingBalance(scope: Scope, currencyId: number | undefined) {
  const { data: assets } = useAssetRows();
  const { data: currencies } = useCurrencies();
  const decimals = currencies?.find((c) => c.currencyId === currencyId)?.decimals;
  if (!assets || decimals === undefined) return undefined;
  const row = assets.find((a) => a.currencyId === currencyId);
  // No row yet means the wallet has never held this currency: nothing is available.
  const available = row ? (scope === 1 ? row.crossBorder : row.domestic) : '0';
  // A balance the member's role does not show (null) is left to the server to check.
  if (available === null) return undefined;
  return { available, decimals };
}

export interface Shortfall {
  available: string;
  total: string;
  missing: string;
}

/**
 * What the quoted send lacks from the paying wallet (sendShortfall), as decimal strings for the
 * message; null when the balance covers it or a figure cannot be read (the server decides then).
 */
export function shortfallOf(
  quote: Pick<SendQuote, 'amount' | 'netFeeAmount' | 'taxFee'>,
  balance: { available: string; decimals: number },
): Shortfall | null {
  const read = (value: string) => parseMajor(value || '0', balance.decimals);
  const [amount, fee, tax, available] = [
    read(quote.amount),
    read(quote.netFeeAmount),
    read(quote.taxFee),
    read(balance.available),
  ];
  if (amount === null || fee === null || tax === null || available === null) return null;
  if ([amount, fee, tax, available].some((v) => v < 0n)) return null;
  const missing = sendShortfall(
    { amountMinor: amount, feeMinor: fee, taxFeeMinor: tax },
    available,
  );
  if (missing === 0n) return null;
  const major = (minor: bigint) => formatMinor(minor, balance.decimals);
  return { available: major(available), total: major(amount + fee + tax), missing: major(missing) };
}
