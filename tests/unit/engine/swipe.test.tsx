// @vitest-environment jsdom
// Swipe cells (flow item.swipe): where a drag settles (spec section 4: a closed cell opens past
// 15 % of its actions' width, an open one stays open past 85 %), the drag itself, and the
// keyboard's way to the same actions (the row menu button, Escape to close).
import { describe, expect, it, vi, afterEach } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EngineKitContext, type EngineKit } from '../../../engine/react';
import { SwipeRow } from '../../../widgets/renderers/SwipeRow';
import { clampOffset, isSwipe, settleOpen } from '../../../engine/core/swipe';

describe('where a swipe settles', () => {
  it('opens a closed cell only past 15 % of the actions width', () => {
    expect(settleOpen(-15, 100, false)).toBe(false);
    expect(settleOpen(-16, 100, false)).toBe(true);
    expect(settleOpen(-300, 100, false)).toBe(true);
    expect(settleOpen(10, 100, false)).toBe(false);
  });
  it('keeps an open cell open only past 85 %', () => {
    expect(settleOpen(-86, 100, true)).toBe(true);
    expect(settleOpen(-85, 100, true)).toBe(false);
    expect(settleOpen(0, 100, true)).toBe(false);
  });
  it('never opens without actions to show, and keeps the drag within them', () => {
    expect(settleOpen(-50, 0, false)).toBe(false);
    expect(clampOffset(-250, 120)).toBe(-120);
    expect(clampOffset(40, 120)).toBe(0);
  });
  it('tells a sideways swipe from a tap or a scroll', () => {
    expect(isSwipe(-5, 0)).toBe(false);
    expect(isSwipe(-20, 30)).toBe(false);
    expect(isSwipe(-20, 4)).toBe(true);
  });
});

const actions = [
  { label: { 'zh-TW': '刪除', 'zh-CN': '删除', en: 'Delete' }, to: '/transfer-pay/payee-register-delete', query: { payeeId: 'item.payeeId' } },
  {
    label: { 'zh-TW': '取消', 'zh-CN': '取消', en: 'Cancel instruction' },
    to: '/transfer-pay/pending-indication-delete',
    when: { '==': [{ var: 'item.changeable' }, true] },
  },
];

function show(item: object) {
  const navigate = vi.fn();
  const rowClick = vi.fn();
  const kit = { locale: 'en', navigate } as unknown as EngineKit;
  render(
    <EngineKitContext.Provider value={kit}>
      <SwipeRow actions={actions} scope={{ item }} name="CHAN TAI MAN">
        <a onClick={rowClick}>CHAN TAI MAN</a>
      </SwipeRow>
    </EngineKitContext.Provider>,
  );
  return { navigate, rowClick };
}

const track = () => document.querySelector<HTMLElement>('.swipe-row-track')!;
const panel = () => document.querySelector<HTMLElement>('.swipe-row-actions')!;

function drag(from: number, to: number) {
  const row = document.querySelector<HTMLElement>('.swipe-row')!;
  const at = (x: number) => ({ pointerId: 1, pointerType: 'touch', clientX: x, clientY: 100 });
  fireEvent.pointerDown(screen.getByText('CHAN TAI MAN'), at(from));
  fireEvent.pointerMove(row, at(from + Math.sign(to - from) * 10));
  fireEvent.pointerMove(row, at(to));
  fireEvent.pointerUp(row, at(to));
  fireEvent.click(screen.getByText('CHAN TAI MAN'));
}

describe('a swipe row', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers only the actions whose condition holds on the row, out of reach while closed', () => {
    show({ payeeId: 'P1', changeable: false });
    expect(screen.queryByRole('button', { name: 'Cancel instruction', hidden: true })).toBeNull();
    expect(panel()).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'More actions: CHAN TAI MAN' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens by keyboard, focuses the first action and opens its confirm route', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(120);
    const { navigate } = show({ payeeId: 'P1', changeable: true });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'More actions: CHAN TAI MAN' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(panel()).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(panel()).toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'More actions: CHAN TAI MAN' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Tab}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/transfer-pay/pending-indication-delete', {});
    await userEvent.click(screen.getByRole('button', { name: 'More actions: CHAN TAI MAN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(navigate).toHaveBeenLastCalledWith('/transfer-pay/payee-register-delete', { payeeId: 'P1' });
  });

  it('opens past 15 % of the actions width, and a drag is not a tap on the row', () => {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(200);
    const { rowClick } = show({ payeeId: 'P1', changeable: true });
    drag(300, 275); // 25 px of 200: 12.5 %
    expect(track().style.transform).toBe('translateX(0px)');
    drag(300, 260); // 40 px: 20 %
    expect(track().style.transform).toBe('translateX(-200px)');
    expect(panel()).not.toHaveAttribute('inert');
    expect(rowClick).not.toHaveBeenCalled();
    // Dragged back 40 px it keeps 80 % shown: under 85 %, so it closes.
    drag(300, 340);
    expect(track().style.transform).toBe('translateX(0px)');
    drag(300, 100);
    drag(300, 320); // keeps 90 %: stays open
    expect(track().style.transform).toBe('translateX(-200px)');
    // A tap on the open row closes it and does not open the row's link.
    fireEvent.click(screen.getByText('CHAN TAI MAN'));
    expect(track().style.transform).toBe('translateX(0px)');
    expect(rowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('CHAN TAI MAN'));
    expect(rowClick).toHaveBeenCalledTimes(1);
  });
});
