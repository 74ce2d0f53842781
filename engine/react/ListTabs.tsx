// Navigation tabs of a hub list step: sibling screens (e.g. My Bill List, e-Bill, e-Receipt),
// each its own route. The tab of the current route is selected; choosing another navigates.
// Plain markup with the WAI-ARIA tabs pattern (arrow keys, Home and End move between tabs):
// the kit's tabs bring the animation library for the sliding underline.
import { useRef, type KeyboardEvent } from 'react';
import type { ListStep } from '../core/flow-types';
import { useEngineKit } from './kit';

export function ListTabs({ tabs, current }: { tabs: NonNullable<ListStep['tabs']>; current: string }) {
  const kit = useEngineKit();
  const list = useRef<HTMLDivElement>(null);
  const choose = (to: string) => {
    if (to !== current) kit.navigate(to, {});
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined || at < 0) return;
    event.preventDefault();
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };
  return (
    <div ref={list} role="tablist" className="list-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.to === current;
        return (
          <button
            key={tab.to}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'list-tab list-tab--selected' : 'list-tab'}
            onClick={() => choose(tab.to)}
          >
            {tab.label[kit.locale]}
          </button>
        );
      })}
    </div>
  );
}
