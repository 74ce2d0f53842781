// The testers' tools (the e-mail outbox, the analytics events) are journeys that call
// sandbox-only transactions; the customers' build (VITE_CUSTOMER_BUILD=1) never lists them in
// the all-menu, on the home or in search, while the sandbox build keeps them for testers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuEntries } from '../../../generated/menu';
import { entriesFor } from '../../../app/menu/entries';

const TOOLS = ['sandbox.email-outbox', 'sandbox.analytics-events'];

describe('sandbox tools in the menu', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('marks the journeys that call a sandbox-only transaction, and only those', () => {
    const marked = menuEntries.filter((e) => e.sandbox).map((e) => e.flowId);
    expect(marked.sort()).toEqual([...TOOLS].sort());
  });

  it('the customers build leaves them out; the sandbox build keeps them', () => {
    expect(entriesFor(menuEntries, true).map((e) => e.flowId)).not.toEqual(expect.arrayContaining([TOOLS[0]]));
    expect(entriesFor(menuEntries, true).some((e) => e.route.startsWith('/sandbox/'))).toBe(false);
    expect(entriesFor(menuEntries, false).map((e) => e.flowId)).toEqual(expect.arrayContaining(TOOLS));
  });

  it('the menu module of a customers build lists no tool anywhere (all-menu, home, log-on-free entries)', async () => {
    vi.stubEnv('VITE_CUSTOMER_BUILD', '1');
    const built = await import('../../../app/menu/entries');
    for (const list of [built.ALL_ENTRIES, built.QUICK_ENTRIES, built.OPEN_ENTRIES]) {
      expect(list.filter((e) => TOOLS.includes(e.flowId))).toEqual([]);
    }
    expect(built.ALL_ENTRIES.length).toBe(entriesFor(menuEntries, true).length + built.SHELL_ENTRIES.length);
  });
});
