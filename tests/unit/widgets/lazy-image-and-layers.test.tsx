// Spec section 9: modal z-index starts 2000; lazy loading with factor 1.3, 3 attempts and a
// 200 ms throttle.
// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMobileUi } from '../../../widgets';
import { MODAL_Z_INDEX, modalLayerVariables } from '../../../widgets/overlays/layers';
import { LAZY_ATTEMPTS, LAZY_PRELOAD_FACTOR, LAZY_THROTTLE_MS, createLazyWatcher, lazyRootMargin } from '../../../widgets/media/lazy-image';

describe('the modal layers', () => {
  it('start at z-index 2000, set on the page by the UI set-up', () => {
    expect(MODAL_Z_INDEX).toBe(2000);
    setupMobileUi();
    const style = getComputedStyle(document.documentElement);
    for (const name of ['--adm-mask-z-index', '--adm-popup-z-index', '--adm-center-popup-z-index', '--adm-dialog-z-index', '--adm-modal-z-index'])
      expect(style.getPropertyValue(name)).toBe('2000');
    expect(Number(style.getPropertyValue('--adm-popover-z-index'))).toBeGreaterThan(2000);
  });

  it('name variables the kit reads (a kit upgrade renaming one would drop the layer to 1000)', () => {
    const kitRoot = dirname(createRequire(import.meta.url).resolve('antd-mobile/package.json'));
    const css = ['mask/mask.css', 'popup/popup.css', 'center-popup/center-popup.css', 'dialog/dialog.css', 'modal/modal.css', 'popover/popover.css']
      .map((file) => readFileSync(join(kitRoot, 'es/components', file), 'utf8'))
      .join('\n');
    for (const name of Object.keys(modalLayerVariables)) expect(css).toContain(`var(${name},`);
  });
});

// An IntersectionObserver the test drives: it says which elements have come near the screen.
class TestObserver {
  static last: TestObserver | undefined;
  watched = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    TestObserver.last = this;
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {}
  comeNear(...elements: Element[]) {
    this.callback(elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), this as unknown as IntersectionObserver);
  }
}
const Observer = TestObserver as unknown as typeof IntersectionObserver;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('lazy image loading', () => {
  it('has the spec numbers: 1.3 screens ahead, 3 attempts, 200 ms', () => {
    expect([LAZY_PRELOAD_FACTOR, LAZY_ATTEMPTS, LAZY_THROTTLE_MS]).toEqual([1.3, 3, 200]);
    expect(lazyRootMargin()).toBe('0px 30% 30% 0px');
    createLazyWatcher(Observer);
    expect(TestObserver.last?.options.rootMargin).toBe('0px 30% 30% 0px');
  });

  it('loads an image only once it comes near, and batches at most one per 200 ms', () => {
    const watcher = createLazyWatcher(Observer);
    const loaded: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((id) => Object.assign(document.createElement('span'), { id })) as [HTMLElement, HTMLElement, HTMLElement];
    for (const element of [a, b, c]) watcher.watch(element, () => loaded.push(element.id));
    const observer = TestObserver.last!;
    vi.advanceTimersByTime(1000);
    expect(loaded).toEqual([]);
    observer.comeNear(a);
    vi.advanceTimersByTime(0);
    expect(loaded).toEqual(['a']);
    observer.comeNear(b);
    observer.comeNear(c);
    vi.advanceTimersByTime(199);
    expect(loaded).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(loaded).toEqual(['a', 'b', 'c']);
    expect(observer.watched.size).toBe(0);
  });

  it('tries a failing image three times, 200 ms apart, then shows its failed place with its name', async () => {
    vi.stubGlobal('IntersectionObserver', Observer);
    vi.resetModules();
    const { LazyImage } = await import('../../../widgets/media/LazyImage');
    render(<LazyImage src="/static/banner-1.png" alt="Year-end offer" />);
    const holder = screen.getByRole('img', { name: 'Year-end offer' });
    expect(holder.tagName).toBe('SPAN');
    act(() => TestObserver.last!.comeNear(holder));
    act(() => void vi.advanceTimersByTime(0));
    for (const attempt of [1, 2, 3]) {
      const image = screen.getByRole('img', { name: 'Year-end offer' });
      expect(image.getAttribute('src')).toBe('/static/banner-1.png');
      expect(image.dataset.attempt).toBe(String(attempt));
      fireEvent.error(image);
      act(() => void vi.advanceTimersByTime(199));
      if (attempt < 3) expect(screen.getByRole('img', { name: 'Year-end offer' }).dataset.attempt).toBe(String(attempt));
      act(() => void vi.advanceTimersByTime(1));
    }
    const failed = screen.getByRole('img', { name: 'Year-end offer' });
    expect(failed.dataset.state).toBe('failed');
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('img', { name: 'Year-end offer' }).dataset.state).toBe('failed');
    vi.unstubAllGlobals();
  });
});
