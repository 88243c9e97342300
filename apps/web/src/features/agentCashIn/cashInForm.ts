import type { CustomerKey } from './api.ts';

/** How the agent names the customer at the counter. */
export type LookupBy = 'accountNo' | 'phone';

export interface CashInValues {
  by: LookupBy;
  accountNo?: string;
  countryId?: number;
  phone?: string;
  amount?: string;
}

/** The fields that name the customer: changing any of them means a new lookup and confirmation. */
export const CUSTOMER_FIELDS: readonly (keyof CashInValues)[] = [
  'by',
  'accountNo',
  'countryId',
  'phone',
];

/** The lookup's body: exactly one way of naming the customer, as the server requires. */
export function customerKeyOf(values: CashInValues): CustomerKey {
  if (values.by === 'accountNo') return { accountNo: (values.accountNo ?? '').trim() };
  return { countryId: values.countryId as 254 | 255, phone: (values.phone ?? '').trim() };
}

/** The currency cash is taken in: the one the agent's domestic service deals in. */
export function cashCurrencyOf(
  channels: readonly { scope: number; currencyId: number; currencyCode: string }[],
): { currencyId: number; code: string } | null {
  const domestic = channels.find((c) => c.scope === 0);
  return domestic ? { currencyId: domestic.currencyId, code: domestic.currencyCode } : null;
}
