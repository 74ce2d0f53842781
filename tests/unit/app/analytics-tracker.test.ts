// @vitest-environment jsdom
// The analytics tracker: batches events, sends with sendBeacon (fetch with keepalive where the
// beacon is refused), drops a batch that fails without breaking anything, sends nothing for a
// customer who opted out, and names clicks without the text on screen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tracker, beaconSend, clickId } from '../../../app/analytics/tracker';
import { ANALYTICS_OPT_OUT_KEY, analyticsOptedOut, setAnalyticsOptOut } from '../../../app/analytics/opt-out';

const base = { url: '/collect/events', channelId: 'E03-WEB', appId: 'XPMBS' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('analytics tracker', () => {
  it('sends a batch when it is full, with the channel, app and referrer, and never the query', () => {
    const send = vi.fn();
    const tracker = new Tracker({ ...base, send, batchSize: 3, optedOut: () => false });
    tracker.pageView('/mine/index');
    tracker.pageView('/transfer-pay/transfer-create', 'transfer.create', 7);
    expect(send).not.toHaveBeenCalled();
    tracker.click('/transfer-pay/transfer-create:button-1', '/transfer-pay/transfer-create?amount=100', 'transfer.create');
    expect(send).toHaveBeenCalledTimes(1);
    const [url, body] = send.mock.calls[0]!;
    expect(url).toBe('/collect/events');
    const { events } = JSON.parse(body as string);
    expect(events).toEqual([
      { type: 'pageview', eventId: 'pageview', page: '/mine/index', channelId: 'E03-WEB', appId: 'XPMBS' },
      { type: 'pageview', eventId: 'pageview', page: '/transfer-pay/transfer-create', prodId: 'transfer.create', referrer: '/mine/index', reserve1: 'transfer.create:7', channelId: 'E03-WEB', appId: 'XPMBS' },
      { type: 'click', eventId: '/transfer-pay/transfer-create:button-1', page: '/transfer-pay/transfer-create', prodId: 'transfer.create', referrer: '/transfer-pay/transfer-create', channelId: 'E03-WEB', appId: 'XPMBS' },
    ]);
  });

  it('sends what waits after the flush delay, and nothing twice', () => {
    vi.useFakeTimers();
    const send = vi.fn();
    const tracker = new Tracker({ ...base, send, flushMs: 5_000, optedOut: () => false });
    tracker.pageView('/mine/index');
    vi.advanceTimersByTime(4_999);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    tracker.flush();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops a batch whose sending fails, and goes on', () => {
    const send = vi.fn(() => {
      throw new Error('offline');
    });
    const tracker = new Tracker({ ...base, send, batchSize: 1, optedOut: () => false });
    expect(() => tracker.pageView('/mine/index')).not.toThrow();
    expect(() => tracker.pageView('/menu/index')).not.toThrow();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing once the customer opted out on this device', () => {
    const send = vi.fn();
    setAnalyticsOptOut(true);
    expect(localStorage.getItem(ANALYTICS_OPT_OUT_KEY)).toBe('1');
    const tracker = new Tracker({ ...base, send, batchSize: 1 });
    tracker.pageView('/mine/index');
    expect(send).not.toHaveBeenCalled();
    setAnalyticsOptOut(false);
    expect(analyticsOptedOut()).toBe(false);
    tracker.pageView('/menu/index');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('uses sendBeacon, and fetch with keepalive when the beacon is refused; a failed fetch is dropped', async () => {
    const beacon = vi.fn(() => true);
    const fetchMock = vi.fn(() => Promise.reject(new Error('network')));
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetchMock);
    beaconSend('/collect/events', '{"events":[]}');
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
    beacon.mockReturnValue(false);
    beaconSend('/collect/events', '{"events":[]}');
    expect(fetchMock).toHaveBeenCalledWith('/collect/events', expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }));
    await Promise.resolve();
  });

  it('names a click by data-track or by role and place, never by its text', () => {
    document.body.innerHTML = `
      <button>Transfer to CHAN TAI MAN 024765432101</button>
      <button data-track="confirm">Confirm HKD 1,000.00</button>
      <a role="link"><span id="inner">20139810527311</span></a>`;
    const [first, second] = document.querySelectorAll('button');
    expect(clickId(first!)).toBe('button-1');
    expect(clickId(second!)).toBe('confirm');
    expect(clickId(document.getElementById('inner')!)).toBe('link-1');
    expect(clickId(document.body)).toBeUndefined();
  });
});

describe('clicks on the page', () => {
  it('are named at once but queued after the next paint, and before the view of the page they open', async () => {
    const { startTracker, trackPage } = await import('../../../app/analytics/tracker');
    const send = vi.fn();
    const options = { ...base, send, batchSize: 1, optedOut: () => false };
    startTracker(options);
    trackPage(options, '/transfer-pay/newbill-create', 'bill.pay-new');
    send.mockClear();
    document.body.innerHTML = '<button id="next">Next</button>';
    document.getElementById('next')!.click();
    // The click's own handling is not made longer by the tracker's queueing or sending.
    expect(send).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(JSON.parse(send.mock.calls[0]![1] as string).events[0]).toMatchObject({ type: 'click', eventId: '/transfer-pay/newbill-create:button-1' });

    send.mockClear();
    document.body.innerHTML = '<a href="#/mine/index">Home</a>';
    document.querySelector('a')!.click();
    trackPage(options, '/mine/index');
    const sent = send.mock.calls.map(([, body]) => JSON.parse(body as string).events[0].type);
    expect(sent).toEqual(['click', 'pageview']);
  });
});
