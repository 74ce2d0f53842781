import { describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../../../bridge';

interface Events {
  ping: number;
  pong: { text: string };
}

describe('event emitter', () => {
  it('delivers to listeners of the name until they unsubscribe', () => {
    const events = createEmitter<Events>();
    const ping = vi.fn();
    const pong = vi.fn();
    const off = events.on('ping', ping);
    events.on('pong', pong);
    events.emit('ping', 1);
    off();
    events.emit('ping', 2);
    events.off('pong', pong);
    events.emit('pong', { text: 'x' });
    expect(ping).toHaveBeenCalledExactlyOnceWith(1);
    expect(pong).not.toHaveBeenCalled();
  });

  it('keeps delivering when one listener throws, and still reports the error', () => {
    const events = createEmitter<Events>();
    const later = vi.fn();
    const deferredTasks: Array<() => void> = [];
    const spy = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((task) => void deferredTasks.push(task));
    try {
      events.on('ping', () => {
        throw new Error('bad listener');
      });
      events.on('ping', later);
      expect(() => events.emit('ping', 1)).not.toThrow();
    } finally {
      spy.mockRestore();
    }
    expect(later).toHaveBeenCalledWith(1);
    expect(deferredTasks).toHaveLength(1);
    expect(() => deferredTasks[0]!()).toThrow('bad listener');
  });
});
