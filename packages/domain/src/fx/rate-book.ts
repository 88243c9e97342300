import Big from 'big.js';
import { invertRate, parseRate } from './quote.ts';

/**
 * The rate book: every rate a customer is quoted comes from one set of mid rates, each currency
 * against the anchor (USD), and a spread per quoted pair (docs/money.md, "Exchange rates").
 *
 * - A cross pair's mid (KES/TZS) is derived: (USD/TZS) ÷ (USD/KES). Mids therefore agree round any
 *   cycle, up to the rounding of a derived mid to RATE_SIGNIFICANT_DIGITS.
 * - A customer converting A → B gets mid × (1 − spread); B → A gets (1 ÷ mid) × (1 − spread), both
 *   rounded down. Round any cycle the mids multiply to 1 and each leg takes at least
 *   MIN_SPREAD_BASIS_POINTS, so a cycle always ends with less than it started.
 * - profitableCycle checks that promise exactly on whatever rates are about to be quoted; a book
 *   that fails it is refused, whoever sets it.
 */

export const ANCHOR_CURRENCY = 'USD';
/** The least spread a quoted pair may carry, 0.10 %: every leg of a cycle loses at least this. */
export const MIN_SPREAD_BASIS_POINTS = 10;
/** The most, 10 %: a typo of an operator's should not quote customers a ruinous rate. */
export const MAX_SPREAD_BASIS_POINTS = 1000;
/** What a pair carries until an operator sets its own. */
export const DEFAULT_SPREAD_BASIS_POINTS = 50;
/** Significant digits of a derived mid and of a customer's rate. */
export const RATE_SIGNIFICANT_DIGITS = 8;

const Dec = Big();
Dec.DP = 40;
Dec.RM = Dec.roundDown;

/** One quoted pair: 1 `from` = `mid` `to`, in major units, and its spread. */
export interface BookPair {
  from: string;
  to: string;
  mid: string;
  spreadBasisPoints: number;
}

/** A rate a customer is quoted: 1 `from` = `rate` `to`. */
export interface CustomerRate {
  from: string;
  to: string;
  rate: string;
}

export function pairName(from: string, to: string): string {
  return `${from}/${to}`;
}

/** Whether a pair's mid is set directly (against the anchor) rather than derived. */
export function isAnchorPair(pair: Pick<BookPair, 'from' | 'to'>): boolean {
  return pair.from === ANCHOR_CURRENCY || pair.to === ANCHOR_CURRENCY;
}

function plain(value: Big, rounding: 0 | 1): string {
  return new Dec(value.toPrecision(RATE_SIGNIFICANT_DIGITS, rounding)).toFixed();
}

function keepOf(spreadBasisPoints: number): Big {
  return new Dec(10_000 - spreadBasisPoints).div(10_000);
}

/**
 * The rate a customer converting `direction` gets: forward is `from` → `to`, reverse the other
 * way. Rounded down, so the customer never gets more than the mid less the spread.
 */
export function customerRate(
  pair: Pick<BookPair, 'mid' | 'spreadBasisPoints'>,
  direction: 'forward' | 'reverse',
): string {
  const mid = direction === 'forward' ? parseRate(pair.mid) : new Dec(invertRate(pair.mid));
  return plain(mid.times(keepOf(pair.spreadBasisPoints)), Dec.roundDown);
}

/** Both directions of every pair, as customers are quoted them. */
export function customerRates(pairs: readonly BookPair[]): CustomerRate[] {
  return pairs.flatMap((p) => [
    { from: p.from, to: p.to, rate: customerRate(p, 'forward') },
    { from: p.to, to: p.from, rate: customerRate(p, 'reverse') },
  ]);
}

/** The anchor's price of a currency (units of it per 1 USD), from the anchor pairs. */
function anchorPrices(pairs: readonly BookPair[]): Map<string, Big> {
  const prices = new Map<string, Big>([[ANCHOR_CURRENCY, new Dec(1)]]);
  for (const p of pairs) {
    if (p.from === ANCHOR_CURRENCY) prices.set(p.to, parseRate(p.mid));
    else if (p.to === ANCHOR_CURRENCY) prices.set(p.from, new Dec(1).div(parseRate(p.mid)));
  }
  return prices;
}

/**
 * The book with every cross pair's mid derived from the anchor pairs (rounded half-up to
 * RATE_SIGNIFICANT_DIGITS). A cross pair missing an anchor leg keeps its mid: profitableCycle
 * still judges it.
 */
export function deriveCrossMids(pairs: readonly BookPair[]): BookPair[] {
  const prices = anchorPrices(pairs);
  return pairs.map((p) => {
    const from = prices.get(p.from);
    const to = prices.get(p.to);
    if (isAnchorPair(p) || !from || !to) return p;
    return { ...p, mid: plain(to.div(from), 1) };
  });
}

/**
 * A cycle of conversions at these rates that ends with at least what it started with, as the
 * currencies it passes through (first repeated at the end), or null when there is none. Every
 * simple cycle is tried, with exact products: the books we quote have a handful of currencies.
 */
export function profitableCycle(rates: readonly CustomerRate[]): string[] | null {
  const out = new Map<string, CustomerRate[]>();
  for (const r of rates) out.set(r.from, [...(out.get(r.from) ?? []), r]);
  const order = [...out.keys()].sort();
  const rank = new Map(order.map((c, i) => [c, i]));
  const one = new Dec(1);

  // Each cycle is walked once, from its lowest-ranked currency, through higher-ranked ones only.
  const walk = (start: string, at: string, product: Big, path: string[]): string[] | null => {
    for (const edge of out.get(at) ?? []) {
      const next = product.times(parseRate(edge.rate));
      if (edge.to === start) {
        if (next.gte(one)) return [...path, start];
        continue;
      }
      if ((rank.get(edge.to) ?? -1) <= (rank.get(start) ?? -1) || path.includes(edge.to)) continue;
      const found = walk(start, edge.to, next, [...path, edge.to]);
      if (found) return found;
    }
    return null;
  };
  for (const start of order) {
    const found = walk(start, start, one, [start]);
    if (found) return found;
  }
  return null;
}

export type RateBookProblem =
  | { kind: 'spreadTooSmall' | 'spreadTooLarge'; pair: string }
  | { kind: 'profitableCycle'; cycle: string[] };

/** Why a book may not be quoted (empty when it may): a spread out of range, or a cycle that pays. */
export function rateBookProblems(pairs: readonly BookPair[]): RateBookProblem[] {
  const problems: RateBookProblem[] = [];
  for (const p of pairs) {
    const bps = p.spreadBasisPoints;
    if (!Number.isInteger(bps) || bps < MIN_SPREAD_BASIS_POINTS)
      problems.push({ kind: 'spreadTooSmall', pair: pairName(p.from, p.to) });
    else if (bps > MAX_SPREAD_BASIS_POINTS)
      problems.push({ kind: 'spreadTooLarge', pair: pairName(p.from, p.to) });
  }
  // A spread out of range may leave no rate to judge (10 000 basis points quote nothing).
  if (problems.length > 0) return problems;
  const cycle = profitableCycle(customerRates(pairs));
  if (cycle) problems.push({ kind: 'profitableCycle', cycle });
  return problems;
}
