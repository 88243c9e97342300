/**
 * pg returns BIGINT as a string and better-sqlite3 as a number; repositories turn both into
 * bigint before any arithmetic so money never passes through a float.
 */
export function toBigInt(value: string | number | bigint | null | undefined): bigint {
  if (value === null || value === undefined) return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      throw new RangeError(`unsafe integer from database: ${value}`);
    return BigInt(value);
  }
  if (!/^-?\d+$/.test(value)) throw new RangeError(`not an integer: ${value}`);
  return BigInt(value);
}

/** Counts and ids arrive as strings from pg; they are always small. */
export function toNumber(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}
