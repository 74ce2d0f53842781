// A dialog closed by the page whose kit never reports the end of its closing animation must
// not keep the line: every later dialog (the idle warning, the session time-out) would wait.
import { afterEach, describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('../../../widgets/overlays/toast-and-dialog', () => ({
  // A kit that draws each dialog and never calls its afterClose.
  Dialog: { show: (props: { content: string }) => (shown.push(props.content), { close: () => undefined }) },
}));

const { showDialog } = await import('../../../widgets/overlays');

afterEach(() => vi.useRealTimers());

describe('a dialog closed by the page', () => {
  it('frees the line a second after its close, whatever the kit reports', async () => {
    vi.useFakeTimers();
    const first = showDialog({ content: 'first' });
    showDialog({ content: 'second' });
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['first']);
    first.close();
    await vi.advanceTimersByTimeAsync(999);
    expect(shown).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual(['first', 'second']);
  });
});
