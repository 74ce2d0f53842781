// One sandbox bank per Playwright worker: each worker's tests run against a bank process and a
// database of their own (playwright.config.ts starts them), so the two workers never see each
// other's payments, clock moves or locked tokens, and a spec's result does not depend on which
// specs ran before it in the other worker.
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * How many workers (and banks): four by default. A browser test mostly waits (on the page's
 * timers, its requests, the bank), so two workers kept two cores about half busy; four keep
 * them busy without making a test wait for a core (docs/testing.md has the figures).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 4));

export function bankPort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

export function bankURL(parallelIndex: number): string {
  return `http://127.0.0.1:${bankPort(parallelIndex)}`;
}
