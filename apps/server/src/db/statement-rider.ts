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

/** A truth another module's statement tests: one SQL boolean, its parameters from `first`. */
export interface StatementCondition {
  sql(first: number): string;
  values: readonly unknown[];
}

/**
 * A condition that another module's statement must confirm before it locks or writes anything,
 * failing as a whole otherwise (a send made on a kept sign-in: plugins/kept-auth.ts). `sql` gives
 * CTEs (without `with`), their parameters numbered from `first`, the last of them
 * `entry_gate AS MATERIALIZED (SELECT … AS passed)`, which raises instead of answering false.
 */
export interface StatementGate {
  sql(first: number): string;
  values: readonly unknown[];
  /** Told as the statement goes out, so its owner knows whether it may have been written. */
  sending(): void;
  /** The statement's error as the gate's own refusal, or undefined when it is not one. */
  refusal(error: unknown): Error | undefined;
}
