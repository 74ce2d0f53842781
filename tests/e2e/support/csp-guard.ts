// Fails a test when the page breaks its Content-Security-Policy: every violation the browser
// reports is collected from the page itself (securitypolicyviolation events) and the console.
import { expect, type Page } from '@playwright/test';

export async function watchCsp(page: Page): Promise<() => Promise<void>> {
  const consoleViolations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) consoleViolations.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return async () => {
    const fromPage = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []).catch(() => []);
    expect([...consoleViolations, ...fromPage], 'CSP violations').toEqual([]);
  };
}
