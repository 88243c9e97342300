import { deriveCrossMids } from '@pesa/domain';

/**
 * Opening exchange rates and a year of history so the FX charts have something to show on a
 * fresh install. The history of each USD pair is a deterministic random walk (seeded per pair),
 * so every install and every test run sees the same curve; a cross pair's (KES/TZS) is derived
 * from its two USD legs point by point, as the rate book derives its current mid. Operators
 * replace the USD mids through the console. A cross pair's `rate` here is only its opening value.
 */
export const baseRates: Array<{ pair: string; from: number; to: number; rate: number }> = [
  { pair: 'USD/KES', from: 840, to: 404, rate: 129.2 },
  { pair: 'USD/TZS', from: 840, to: 834, rate: 2455.0 },
  { pair: 'USD/CNY', from: 840, to: 156, rate: 7.12 },
  { pair: 'USD/UGX', from: 840, to: 800, rate: 3660.0 },
  { pair: 'USD/RWF', from: 840, to: 646, rate: 1430.0 },
  { pair: 'KES/TZS', from: 404, to: 834, rate: 19.0 },
  { pair: 'KES/CNY', from: 404, to: 156, rate: 0.0551 },
  { pair: 'TZS/CNY', from: 834, to: 156, rate: 0.0029 },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function seededRandom(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 1 | h);
    h ^= h + Math.imul(h ^ (h >>> 7), 61 | h);
    return ((h ^ (h >>> 14)) >>> 0) / 4294967296;
  };
}

function significant(rate: number): string {
  return rate
    .toPrecision(8)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** Daily points for the past year, then hourly points for the last two days, ending at `now`. */
export function rateHistory(
  pair: string,
  base: number,
  now: Date,
): Array<{ rate: string; time: Date }> {
  const random = seededRandom(pair);
  const end = Math.floor(now.getTime() / HOUR) * HOUR;
  const times: number[] = [];
  for (let t = end - 365 * DAY; t < end - 2 * DAY; t += DAY) times.push(t);
  for (let t = end - 2 * DAY; t <= end; t += HOUR) times.push(t);
  let value = base;
  return times.map((t) => {
    // Small daily drift with mean reversion keeps the curve plausible around the base rate.
    value += value * (random() - 0.5) * 0.006 + (base - value) * 0.02;
    return { rate: significant(value), time: new Date(t) };
  });
}

/**
 * The history of any seeded pair: a random walk for a USD pair, and for a cross pair the ratio of
 * its USD legs' walks at the same instants, so that the two never disagree.
 */
export function seededHistory(pair: string, now: Date): Array<{ rate: string; time: Date }> {
  const [from, to] = pair.split('/') as [string, string];
  const walk = (code: string) => {
    const base = baseRates.find((b) => b.pair === `USD/${code}`)!;
    return rateHistory(base.pair, base.rate, now);
  };
  if (from === 'USD') return walk(to);
  const fromLeg = walk(from);
  const toLeg = walk(to);
  return fromLeg.map((point, i) => {
    const legs = [
      { from: 'USD', to: from, mid: point.rate, spreadBasisPoints: 0 },
      { from: 'USD', to, mid: toLeg[i]!.rate, spreadBasisPoints: 0 },
      { from, to, mid: '1', spreadBasisPoints: 0 },
    ];
    return { rate: deriveCrossMids(legs)[2]!.mid, time: point.time };
  });
}
