/** Round trips and commits sent to PostgreSQL by this process so far (round-trip-counter.mjs). */
export interface RoundTripCounts {
  roundTrips: number;
  /** BEGIN … COMMIT blocks committed. */
  blocks: number;
  /** Statements sent outside a block, each its own transaction. */
  single: number;
}
export function roundTrips(): RoundTripCounts;
export function perUnit(
  before: RoundTripCounts,
  after: RoundTripCounts,
  units: number,
): { roundTrips: number; commits: number; blocks: number };
export const COUNTS_LINE: string;
