// The idle-session warning: when it warns, that each call restarts the count, and the end.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleWatch, warningLeadMs } from '../../../app/device/idle-watch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('idle watch', () => {
  it('leaves at least 20 seconds to answer, a minute for the default 5 minutes', () => {
    expect(warningLeadMs(5 * 60_000)).toBe(60_000);
    expect(warningLeadMs(60_000)).toBe(20_000);
    expect(warningLeadMs(2 * 60_000)).toBe(30_000);
    expect(warningLeadMs(60 * 60_000)).toBe(60_000);
  });

  it('warns a minute before the end, then ends', () => {
    const events: string[] = [];
    createIdleWatch({ idleMs: 300_000, onWarn: () => events.push('warn'), onExpire: () => events.push('expire'), now: Date.now });
    vi.advanceTimersByTime(239_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warn']);
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual(['warn', 'expire']);
  });

  it('restarts the count on each call and stops when told', () => {
    const events: string[] = [];
    const watch = createIdleWatch({ idleMs: 300_000, onWarn: (at) => events.push(`warn@${at - Date.now()}`), onExpire: () => events.push('expire') });
    vi.advanceTimersByTime(200_000);
    watch.touch();
    vi.advanceTimersByTime(200_000);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(40_000);
    expect(events).toEqual(['warn@60000']);
    watch.stop();
    vi.advanceTimersByTime(600_000);
    expect(events).toEqual(['warn@60000']);
  });
});
