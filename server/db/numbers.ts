// PostgreSQL returns int8 and numeric as strings; SQLite returns numbers. Every integer that
// leaves the database goes through here so money is a safe integer on both.

export function toSafeInteger(value: unknown): number {
  const n = typeof value === 'bigint' ? Number(value) : typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new Error(`Expected a safe integer from the database, got ${String(value)}`);
  }
  return n;
}

/** SUM() of no rows is NULL on both databases. */
export function toSafeIntegerOrZero(value: unknown): number {
  return value === null || value === undefined ? 0 : toSafeInteger(value);
}
