/** USD, ISO 4217 840, two decimals. */
export const USD = { currencyId: 840, decimals: 2 };
/** The pay type COBO top-ups carry (channel settlement account `channel:600:settlement:840`). */
export const COBO_PAY_TYPE = 600;

/**
 * Coins we credit, by Cobo coin code. Every one is USDT on some chain, credited as USD 1:1: the
 * deposit's smallest units are scaled to cents and rounded down, so a customer never receives
 * more than arrived and the house keeps any part below one cent.
 */
export const COBO_COINS: Record<string, { asset: 'USDT' }> = {
  TRON_USDT: { asset: 'USDT' },
  ETH_USDT: { asset: 'USDT' },
  BSC_USDT: { asset: 'USDT' },
  USDT: { asset: 'USDT' },
};

export function isSupportedCoin(coin: string): boolean {
  return Object.hasOwn(COBO_COINS, coin);
}

/** Smallest coin units (decimal text) with `decimals` places into USD cents, rounded down. */
export function usdCentsOf(coinAmount: string, decimals: number): bigint {
  const units = BigInt(coinAmount);
  if (decimals >= USD.decimals) return units / 10n ** BigInt(decimals - USD.decimals);
  return units * 10n ** BigInt(USD.decimals - decimals);
}
