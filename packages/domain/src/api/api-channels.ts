import { isValidAccountNumber } from '../identity/account-number.ts';
import { apiAccountKey, ApiAccountType, C2B_ACCOUNT_TYPES } from './api-accounts.ts';

/**
 * The currency each rail of the merchant API moves, by pay type (SPEC §3 values). Mobile money
 * runs in one country's currency, except Airtel, which runs in Kenya (KES) and Tanzania (TZS);
 * banks run in the currency of their country's clearing. It is the payout channels of the
 * reference data (seed/channels.ts) read per pay type; a server test keeps the two in step.
 */
export const API_CHANNEL_CURRENCIES: Readonly<Record<number, readonly number[]>> = {
  2: [404],
  3: [834],
  5: [404, 834],
  6: [834],
  7: [834],
  100: [404],
  101: [404],
  102: [834],
  103: [834],
};

/** The country (its dialling code) of each API currency: where a payout's phone number is. */
export const API_CURRENCY_COUNTRY: Readonly<Record<number, number>> = { 404: 254, 834: 255 };

/** Whether a collection or payout on this pay type may be in this currency. */
export function apiChannelCurrencyAllowed(payType: number, currencyId: number): boolean {
  return API_CHANNEL_CURRENCIES[payType]?.includes(currencyId) ?? false;
}

/**
 * A Paybill payment meant for a merchant's API collections names the merchant in its account
 * number (BillRefNumber): "API" and the merchant's 10-digit account number, optionally followed
 * by "-" or "#" and the merchant's own reference for its customer (kept as the payment's
 * narrative). The prefix keeps these apart from a customer's top-up of their own wallet, whose
 * account number is the bare account number. Returns the account number, or null.
 */
const MERCHANT_BILL_REF = /^API(\d{10})(?:[-#][A-Za-z0-9_.:/-]{0,40})?$/i;

export function merchantPaybillAccount(billRef: string): string | null {
  const match = MERCHANT_BILL_REF.exec(billRef.trim());
  if (!match || !isValidAccountNumber(match[1]!)) return null;
  return match[1]!;
}

/**
 * The live keys of the API accounts a merchant gets on approval, per currency of its country that
 * an API rail moves: Suspense, B2C, and the C2B account of every collection channel in it.
 */
export function merchantApiAccountKeys(merchantUserId: number, currencyIds: number[]): string[] {
  const railCurrencies = new Set(Object.values(API_CHANNEL_CURRENCIES).flat());
  return currencyIds
    .filter((id) => railCurrencies.has(id))
    .flatMap((currencyId) => [
      apiAccountKey(merchantUserId, ApiAccountType.SUSPENSE, currencyId),
      apiAccountKey(merchantUserId, ApiAccountType.B2C, currencyId),
      ...C2B_ACCOUNT_TYPES.filter((type) => apiChannelCurrencyAllowed(type, currencyId)).map(
        (type) => apiAccountKey(merchantUserId, type, currencyId),
      ),
    ]);
}
