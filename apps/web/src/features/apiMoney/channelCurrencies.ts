import type { Channel } from '../../lib/money/api.ts';

/** Bank transfer and offline proof: the two ways a Suspense top-up is paid. */
export const RECHARGE_PAY_TYPES: readonly number[] = [503, 200];

/** The distinct currencies of some channels, in the order the channels come. */
export function channelCurrencies(
  channels: readonly Channel[],
  keep: (channel: Channel) => boolean = () => true,
): { currencyId: number; code: string }[] {
  const seen = new Map<number, string>();
  for (const c of channels)
    if (keep(c) && !seen.has(c.currencyId)) seen.set(c.currencyId, c.currencyCode);
  return [...seen].map(([currencyId, code]) => ({ currencyId, code }));
}

/** The currencies in which the account's country takes a Suspense top-up. */
export function rechargeCurrencies(channels: readonly Channel[]) {
  return channelCurrencies(
    channels,
    (c) => c.direction === 'collection' && RECHARGE_PAY_TYPES.includes(c.payType),
  );
}
