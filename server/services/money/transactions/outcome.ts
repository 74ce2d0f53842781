// What a step inside an instruction's database transaction answers. Refusals are returned,
// not thrown, so the transaction still commits what must survive a refusal (a one-time code's
// failure count, a used step) while no money moves.
export type Outcome<T> = { ok: T } | { error: string; params?: Record<string, string> };

/** A check's error code (or null) as what a change's `prepare` answers. */
export function refusal(error: string | null): { ok: undefined } | { error: string } {
  return error ? { error } : { ok: undefined };
}

/** The refusal's code of an outcome, or null when it succeeded. */
export function errorOf(outcome: Outcome<unknown>): string | null {
  return 'error' in outcome ? outcome.error : null;
}
