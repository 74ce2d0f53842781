// A list row with swipe actions (flow `item.swipe`), loaded only by lists that declare them.
// Dragging the row to the left reveals its actions; where it settles is engine/core/swipe.ts
// (spec section 4: opens past 15 % of the actions' width, stays open past 85 %). Each action
// opens its route, whose confirm step asks before anything is deleted or cancelled, exactly as
// the row's buttons do. Keyboard and screen-reader users get the same through the row's menu
// button: it opens the cell and moves focus to the first action; Escape closes it again.
// Own pointer handling (no gesture library): a few lines, and the kit's SwipeAction settles at
// half the width, not at the spec's 15 % / 85 %.
import { useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { ListStep, LocalText } from '../../engine/core/flow-types';
import { applyMapping, evaluateLogic } from '../../engine/core/context';
import { clampOffset, isSwipe, settleOpen } from '../../engine/core/swipe';
import { useEngineKit } from '../../engine/react/kit';
import { stepViewText } from './step-view-texts';

type SwipeAction = NonNullable<ListStep['item']['swipe']>[number];


interface Drag {
  pointerId: number;
  x: number;
  y: number;
  base: number;
  wasOpen: boolean;
  width: number;
  swiping: boolean;
}

export function SwipeRow({ actions, scope, name, children }: { actions: SwipeAction[]; scope: object; name: string; children: ReactNode }) {
  const kit = useEngineKit();
  const shown = actions.filter((action) => action.when === undefined || !!evaluateLogic(action.when, scope));
  const root = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLButtonElement>(null);
  const drag = useRef<Drag | null>(null);
  // A drag ends with a click on whatever was under the finger: that click is not a tap.
  const dragged = useRef(false);
  const focusFirst = useRef(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const open = offset !== 0 && !dragging;
  const panelId = useId();
  const width = () => panel.current?.offsetWidth ?? 0;

  const settle = (toOpen: boolean) => setOffset(toOpen ? -width() : 0);

  // Closed actions are out of reach: not focusable, not read out.
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el) return;
    el.toggleAttribute('inert', offset === 0);
    if (offset !== 0 && focusFirst.current) {
      focusFirst.current = false;
      el.querySelector<HTMLButtonElement>('button')?.focus();
    }
  }, [offset]);

  // An open cell closes when the customer touches or focuses anything else.
  useEffect(() => {
    if (offset === 0) return;
    const outside = (event: Event) => {
      const target = (event as FocusEvent).relatedTarget ?? event.target;
      if (!(target instanceof Node) || !root.current?.contains(target)) settle(false);
    };
    document.addEventListener('pointerdown', outside);
    const el = root.current;
    el?.addEventListener('focusout', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      el?.removeEventListener('focusout', outside);
    };
  });

  if (!shown.length) return <>{children}</>;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (panel.current?.contains(event.target as Node)) return;
    dragged.current = false;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, base: offset, wasOpen: offset !== 0, width: width(), swiping: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    if (!d.swiping) {
      if (!isSwipe(dx, dy)) {
        // A vertical move is a scroll: leave it to the page.
        if (Math.abs(dy) > Math.abs(dx) && Math.abs(dy) > 8) drag.current = null;
        return;
      }
      d.swiping = true;
      setDragging(true);
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(clampOffset(d.base + dx, d.width));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== event.pointerId) return;
    drag.current = null;
    if (!d.swiping) return;
    dragged.current = true;
    setDragging(false);
    const moved = clampOffset(d.base + event.clientX - d.x, d.width);
    setOffset(settleOpen(moved, d.width, d.wasOpen) ? -d.width : 0);
  };

  return (
    <div
      ref={root}
      className={`swipe-row${dragging ? ' swipe-row--dragging' : ''}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onClickCapture={(event) => {
        const onPanel = panel.current?.contains(event.target as Node);
        if (dragged.current) {
          // The end of a drag: not a tap on the row.
          dragged.current = false;
          event.preventDefault();
          event.stopPropagation();
        } else if (open && !onPanel && !menu.current?.contains(event.target as Node)) {
          // A tap on an open row closes it and does not open the row's link.
          event.preventDefault();
          event.stopPropagation();
          settle(false);
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && offset !== 0) {
          settle(false);
          menu.current?.focus();
        }
      }}
    >
      <div id={panelId} ref={panel} className="swipe-row-actions" role="group" aria-label={name} aria-hidden={offset === 0 || undefined}>
        {shown.map((action, i) => (
          <button
            key={i}
            type="button"
            // Besides inert, for browsers without it.
            tabIndex={offset === 0 ? -1 : undefined}
            className={`swipe-row-action swipe-row-action--${action.color ?? 'danger'}`}
            onClick={() => {
              settle(false);
              kit.navigate(action.to, applyMapping(scope, action.query) as Record<string, string>);
            }}
          >
            {action.label[kit.locale]}
          </button>
        ))}
      </div>
      <div className="swipe-row-track" style={{ transform: `translateX(${offset}px)` }}>
        <div className="swipe-row-content">{children}</div>
        <button
          ref={menu}
          type="button"
          className="swipe-row-menu"
          aria-label={`${stepViewText('moreActions', kit.locale)}: ${name}`}
          aria-expanded={offset !== 0}
          aria-controls={panelId}
          onClick={() => {
            focusFirst.current = offset === 0;
            settle(offset === 0);
          }}
        >
          <span aria-hidden="true">⋯</span>
        </button>
      </div>
    </div>
  );
}
