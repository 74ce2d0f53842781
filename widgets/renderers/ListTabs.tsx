// Navigation tabs of a hub list step: sibling screens (e.g. My Bill List, e-Bill, e-Receipt),
// each its own route. The tab of the current route is selected; choosing another navigates.
// Plain markup with the WAI-ARIA tabs pattern (arrow keys, Home and End move between tabs):
// the kit's tabs bring the animation library for the sliding underline.
import { useRef, type KeyboardEvent } from 'react';
import type { ListStep } from '../../engine/core/flow-types';
import { useEngineKit } from '../../engine/react/kit';

/**
 * A tab's `to` may carry a query ("/forex/overview?active=0"): several tabs of one route told
 * apart by it. The tab is current when its route is the step's and its query matches the
 * page's; when none matches exactly, the first tab of the step's route is.
 */
function currentTab(tabs: NonNullable<ListStep['tabs']>, route: string, query: Record<string, unknown>): string | undefined {
  const matches = (to: string) => {
    const [path, search = ''] = to.split('?') as [string, string?];
    return path === route && [...new URLSearchParams(search)].every(([k, v]) => String(query[k] ?? '') === v);
  };
  return (tabs.find((t) => matches(t.to)) ?? tabs.find((t) => t.to.split('?')[0] === route))?.to;
}

export function ListTabs({ tabs, current, query = {} }: { tabs: NonNullable<ListStep['tabs']>; current: string; query?: Record<string, unknown> }) {
  const kit = useEngineKit();
  const list = useRef<HTMLDivElement>(null);
  const selectedTo = currentTab(tabs, current, query);
  const choose = (to: string) => {
    if (to === selectedTo) return;
    const [path, search = ''] = to.split('?') as [string, string?];
    kit.navigate(path, Object.fromEntries(new URLSearchParams(search)));
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
        const selected = tab.to === selectedTo;
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
