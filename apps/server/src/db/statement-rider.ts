/**
 * A small write or read that goes inside another module's statement on PostgreSQL, so that it
 * costs no round trip of its own (the duplicate guard's record rides with the session's read:
 * docs/scaling.md). The owner of the other statement places the rider's CTEs after its own and
 * selects `result` as one value; the rider's owner reads that value back. Both texts come from
 * the code, never from data, and are the same on every call, so the combined statement is a
 * named (prepared) one.
 */
export interface StatementRider<T> {
  /** The CTEs (without `with`) and one SQL value, their parameters numbered from `first`. */
  sql(first: number): { ctes: string; result: string };
  values: readonly unknown[];
  /** The rider's own reading of the value its `result` gave. */
  read(value: unknown): Promise<T>;
}
