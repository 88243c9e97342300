import { request } from '../request/request.ts';
import type { Order } from './api.ts';

/** What a move from the domestic to the cross-border balance gives (server: fundCrossBorder). */
export interface FundingQuote {
  /** Null when both sides are one currency: nothing to convert, nothing to lock. */
  quoteId: string | null;
  fromCurrencyId: number;
  toCurrencyId: number;
  amount: string;
  toAmount: string;
  rate: string;
  lockSeconds: number | null;
  expireTime: string | null;
}

export interface FundingRequest {
  fromCurrencyId: number;
  toCurrencyId: number;
  amount: string;
}

export function fetchFundingQuote(body: FundingRequest, signal?: AbortSignal) {
  return request.post<FundingQuote>('/account/fundCrossBorder/quote', body, {
    repeatSubmit: false,
    signal,
  });
}

export function createFunding(
  body: FundingRequest & { sn: string; quoteId?: string; fundPassword: string },
) {
  return request.post<Order>('/account/fundCrossBorder/create', body);
}
