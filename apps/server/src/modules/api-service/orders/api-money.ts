import { ErrorCode } from '@pesa/contract';
import { apiChannelCurrencyAllowed, type FeeSchedule } from '@pesa/domain';
import type { RailGate } from '../../../channels/rails.ts';
import type { Clock } from '../../../clock.ts';
import { AppError } from '../../../plugins/app-error.ts';
import type { OrderRow, OrderTransitions } from '../../orders/orders.service.ts';
import { openOrderView } from './api-order-view.ts';
import type { ApiOrderPlacer } from './api-order-placer.ts';
import type { ApiCaller } from './api-order-request.ts';

/** The orders module's pricing, as far as API orders use it (modules/orders/order-pricing.ts). */
export interface ApiPricing {
  currency(currencyId: number): Promise<{ decimals: number }>;
  amountIn(value: string, decimals: number): bigint;
  feeSchedule(scope: number, payType: number, currencyId: number): Promise<FeeSchedule>;
  requireMinimum(
    channel: { scope: number; payType: number; currencyId: number },
    amount: bigint,
  ): Promise<void>;
}

export type CurrencyMap = Map<number, { code: string; decimals: number }>;

/** What every money use case of the API service is built from (money-services.ts wires it). */
export interface ApiMoneyDeps {
  placer: ApiOrderPlacer;
  pricing: ApiPricing;
  transitions: OrderTransitions;
  currencies: () => Promise<CurrencyMap>;
  /** Refuses a live order whose rail is switched off; the sandbox's rail is always the simulator. */
  rails?: RailGate;
  /** The merchant's display name for its payouts' recipient SMS (nickname, name, account no). */
  senderName?: (userId: number) => Promise<string>;
  clock: Clock;
}

/** -1008 on currencyId unless the rail moves that currency (domain API_CHANNEL_CURRENCIES). */
export function requireChannelCurrency(payType: number, currencyId: number): void {
  if (!apiChannelCurrencyAllowed(payType, currencyId))
    throw new AppError(ErrorCode.PARAMETER_ERROR, {
      fields: [{ field: 'currencyId', key: 'currencyMismatch' }],
    });
}

/** -1008 `railOff` for a live order on a rail that is switched off here (channels/rails.ts). */
export function requireLiveRail(
  deps: Pick<ApiMoneyDeps, 'rails'>,
  caller: ApiCaller,
  payType: number,
  currencyId: number,
): void {
  if (caller.mode === 'live') deps.rails?.requireOpen(payType, currencyId);
}

/** Minor units of a call's amount in its currency (-1021 unknown currency, -1008 bad amount). */
export async function amountOf(pricing: ApiPricing, currencyId: number, amount: string) {
  const currency = await pricing.currency(currencyId);
  return pricing.amountIn(amount, currency.decimals);
}

/** The order's history names whoever made the call. */
export function actorOf(caller: ApiCaller) {
  return { type: 'user' as const, id: caller.actorId };
}

export async function viewOf(deps: Pick<ApiMoneyDeps, 'currencies'>, order: OrderRow) {
  return openOrderView(order, await deps.currencies());
}
