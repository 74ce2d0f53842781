// What a step inside an instruction's database transaction answers. Refusals are returned,
// not thrown, so the transaction still commits what must survive a refusal (a one-time code's
// failure count, a used step) while no money moves.
export type Outcome<T> = { ok: T } | { error: string; params?: Record<string, string> };
