// One sandbox bank per Playwright worker: each worker's tests run against a bank process and a
// database of their own (playwright.config.ts starts them), so the two workers never see each
// other's payments, clock moves or locked tokens, and a spec's result does not depend on which
// specs ran before it in the other worker.
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * How many workers (and banks): two by default, the cores of the machines the suite is sized
 * for. Four were tried: the two cores were then saturated and the browser phase took no less
 * time (docs/testing.md has the figures).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

export function bankPort(parallelIndex: number): number {
  return FIRST_PORT + parallelIndex;
}

export function bankURL(parallelIndex: number): string {
  return `http://127.0.0.1:${bankPort(parallelIndex)}`;
}
