import type { AgentCashInCreateBody, AgentCashInLookupBody } from '@pesa/contract';
import type { Order } from '../../lib/money/api.ts';
import { request } from '../../lib/request/request.ts';

/** The customer as the lookup shows them to the agent: masked, to check with the person. */
export interface CashInCustomer {
  /** "******4821" */
  accountNo: string;
  /** "W***u K***u", or null when the account has no name yet. */
  name: string | null;
  countryId: number;
}

export type CustomerKey = AgentCashInLookupBody;

export function lookupCustomer(key: CustomerKey) {
  // A lookup reads; asking twice for the same customer is not a double submission.
  return request.post<CashInCustomer>('/agent/cashIn/lookup', key, { repeatSubmit: false });
}

export function createCashIn(body: AgentCashInCreateBody) {
  return request.post<Order>('/agent/cashIn/create', body);
}
