/**
 * Opening fee schedules, channel minimums and review thresholds; operators change them through the
 * operator API. Amounts are minor units (KES, TZS and USD have two decimals). `minOrder` is the
 * smallest amount the channel takes, from the rail's own minimum where it has one (docs/money.md
 * gives the source of each). Top-ups are free; their schedules only carry the minimum.
 */
type Fee = [
  scope: 0 | 1,
  payType: number,
  currencyId: number,
  fixed: bigint,
  bps: number,
  min: bigint | null,
  max: bigint | null,
  minOrder: bigint | null,
];

const KES = 404;
const TZS = 834;
const USD = 840;

const schedules: Fee[] = [
  [0, 0, KES, 0n, 0, null, null, 100n],
  [0, 2, KES, 0n, 100, 1_000n, 50_000n, 1_000n],
  [0, 5, KES, 0n, 100, 1_000n, 50_000n, 1_000n],
  [0, 100, KES, 25_000n, 0, null, null, 100_000n],
  [0, 101, KES, 0n, 50, 5_000n, 30_000n, 1_000n],
  [0, 0, TZS, 0n, 0, null, null, 10_000n],
  [0, 7, TZS, 0n, 100, 50_000n, 2_000_000n, 100_000n],
  [0, 3, TZS, 0n, 100, 50_000n, 2_000_000n, 100_000n],
  [0, 5, TZS, 0n, 100, 50_000n, 2_000_000n, 100_000n],
  [0, 6, TZS, 0n, 100, 50_000n, 2_000_000n, 100_000n],
  [0, 102, TZS, 1_000_000n, 0, null, null, 4_000_000n],
  [0, 103, TZS, 0n, 50, 100_000n, 1_500_000n, 100_000n],
  [1, 401, KES, 0n, 150, 30_000n, null, 100_000n],
  [1, 401, USD, 0n, 150, 300n, null, 1_000n],
  [1, 400, TZS, 0n, 150, 500_000n, null, 2_000_000n],
  [1, 400, USD, 0n, 150, 300n, null, 1_000n],
  [0, 502, KES, 0n, 0, null, null, 100n],
  [0, 505, KES, 0n, 0, null, null, 100n],
];

export function feeSchedules(now: string) {
  return schedules.map(([scope, pay_type, currency_id, fixed, bps, min, max, minOrder]) => ({
    scope,
    pay_type,
    currency_id,
    fixed_amount: fixed.toString(),
    basis_points: bps,
    min_amount: min === null ? null : min.toString(),
    max_amount: max === null ? null : max.toString(),
    min_order_amount: minOrder === null ? null : minOrder.toString(),
    update_time: now,
  }));
}

/** Sends above these amounts wait for an operator (minor units per currency id). */
const thresholds: Array<[number, bigint]> = [
  [KES, 100_000_000n],
  [TZS, 2_000_000_000n],
  [USD, 1_000_000n],
  [156, 5_000_000n],
  [800, 30_000_000n],
  [646, 10_000_000n],
];

export function riskThresholds(now: string) {
  return thresholds.map(([currency, minor]) => ({
    key: `risk.manualReview.${currency}`,
    value: minor.toString(),
    update_time: now,
  }));
}
