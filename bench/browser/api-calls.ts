// The bank calls a page makes, in the order it sends them: for the benchmark against the
// hand-written screens, whose comparison is honest only if both make the same requests.
import type { Page, Request } from 'playwright-core';

/** 'ITSI200001 {"purpose":"transfer-out"}': the code and the payload, without the header (its flow and device differ by design). */
function describe(request: Request): string | undefined {
  const url = new URL(request.url());
  if (request.method() !== 'POST' || !url.pathname.startsWith('/api/')) return undefined;
  const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
  delete body.header;
  return `${url.pathname.slice('/api/'.length)} ${JSON.stringify(body)}`;
}

/** Records the page's bank calls while `action` runs, then until the network is idle. */
export async function apiCallsDuring(page: Page, action: () => Promise<void>): Promise<string[]> {
  const calls: string[] = [];
  const listen = (request: Request) => {
    const call = describe(request);
    if (call) calls.push(call);
  };
  page.on('request', listen);
  try {
    await action();
    await page.waitForLoadState('networkidle');
    // A call an effect sends after the paint (the session watch's) is in by now.
    await page.waitForTimeout(300);
  } finally {
    page.off('request', listen);
  }
  return calls;
}
