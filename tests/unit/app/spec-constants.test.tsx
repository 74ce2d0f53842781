// Spec section 9's numbers, each a named constant in one place: HTTP time-out 60,000 ms, a
// toast 3,000 ms (2,000 ms in one place: the shared toast), stock highlighted under 50.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServiceClient, DEFAULT_TIMEOUT_MS } from '../../../bridge';
import { isLowStock, LOW_STOCK_BELOW } from '../../../domain/goods/sku';
import { headerFor, scriptedFetch } from '../bridge/helpers';

const toastsShown: { content: unknown; duration?: number }[] = [];
vi.mock('../../../widgets/overlays/toast-and-dialog', () => ({
  Toast: { show: (props: { content: unknown; duration?: number }) => void toastsShown.push(props) },
}));
const { SHARED_TOAST_MS, TOAST_MS, showToast } = await import('../../../widgets/overlays');

afterEach(() => vi.useRealTimers());

describe('the HTTP time-out', () => {
  it('is 60 s: a call with no answer is abandoned at 60,000 ms, not before', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = scriptedFetch(
      ({ init }) =>
        new Promise<Response>((_, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const service = createServiceClient({ header: headerFor('en'), config: { apiRoot: '/api/', appVersion: '1.2.3' }, fetch: fetchImpl });
    const outcome = service.call('ITSI200001', {}).then(
      () => 'answered',
      (e: { kind: string }) => e.kind,
    );
    await vi.advanceTimersByTimeAsync(59_999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('timeout');
  });
});

describe('the toast duration', () => {
  it('is 3,000 ms unless the call names the shared toast’s 2,000 ms', async () => {
    expect(TOAST_MS).toBe(3000);
    expect(SHARED_TOAST_MS).toBe(2000);
    vi.useFakeTimers();
    showToast({ content: 'Please login' });
    await vi.advanceTimersByTimeAsync(0);
    expect(toastsShown.at(-1)).toMatchObject({ content: 'Please login', duration: 3000 });
  });
});

describe('the low-stock highlight', () => {
  it('is for a stock under 50', () => {
    expect(LOW_STOCK_BELOW).toBe(50);
    expect([0, 1, 49, 50, 51].map(isLowStock)).toEqual([true, true, true, false, false]);
  });
});
