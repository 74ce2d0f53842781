// A journey's first reads, started with the page's chunk instead of after it. A flow's start
// step reads what its form needs (accounts, payees, banks) only once the interpreter and the
// journey's chunk have arrived: on a slow line, one whole round of downloads before the
// first request. Where a start step's request is constants and the link's query alone
// (codegen/gen/journeys.ts earlyLoads), the app sends it at once and the run, when it asks
// for the same code with the same payload, takes the answer already on its way.
import type { ServiceClient } from '../../bridge';
import type { EarlyLoad, JourneyRoute } from '../../generated/journeys';

/** An answer older than this is not used: the run asks again. */
export const EARLY_ANSWER_MS = 15_000;

interface Early {
  answer: Promise<unknown>;
  at: number;
}

const waiting = new Map<string, Early>();

// The session token is part of the key: an answer is only ever taken by the session it was read for.
function keyOf(token: string, code: string, payload: object): string {
  return `${token} ${code} ${JSON.stringify(payload)}`;
}

/** The payload the engine's mapping makes of the same request: empty values left out, like applyMapping. */
export function earlyPayload(load: EarlyLoad, query: Record<string, string>): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const [target, source] of Object.entries(load.request)) {
    const value = 'const' in source ? source.const : query[source.query];
    if (value === undefined || value === '') continue;
    payload[target] = value;
  }
  return payload;
}

/**
 * Sends the start route's early reads for the session of `token`. Not for a link to a later
 * step (`step` in the query) or without a session: the run's own reads decide then.
 */
export function startEarlyLoads(
  client: Pick<ServiceClient, 'callDynamic'>,
  route: Pick<JourneyRoute, 'earlyLoads'> | undefined,
  query: Record<string, string>,
  token: string | null,
  now = Date.now(),
): void {
  if (!route?.earlyLoads || !token || 'step' in query) return;
  for (const load of route.earlyLoads) {
    const payload = earlyPayload(load, query);
    const answer = client.callDynamic(load.tx, payload);
    // A failure reaches the run that takes the answer; one nobody takes is not an error.
    answer.catch(() => undefined);
    waiting.set(keyOf(token, load.tx, payload), { answer, at: now });
  }
}

/** The early answer to exactly this call in this session, once; undefined when there is none or it is stale. */
export function takeEarlyAnswer(token: string | null, code: string, payload: object, now = Date.now()): Promise<unknown> | undefined {
  if (!token) return undefined;
  const key = keyOf(token, code, payload);
  const early = waiting.get(key);
  if (!early) return undefined;
  waiting.delete(key);
  return now - early.at <= EARLY_ANSWER_MS ? early.answer : undefined;
}
