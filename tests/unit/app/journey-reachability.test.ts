// Every journey that exists is reachable from the home, the all-menu or search. The starting
// points are the menu's entries (the all-menu lists each and search finds each, in every
// language) and the links the shell's pages draw from the home on (read from their source: the
// home's quick actions and account rows, the log-on page, settings); from there, every link a
// flow offers (navigate buttons, list rows and their actions, swipes, tabs, goTo, backTo) reaches
// the journey it opens, and a journey reached reaches all its steps. A flow whose start route
// no path reaches fails here, unless it is one of the exceptions below, each with its reason.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFlows } from '../../../codegen/lib/flows';
import { flowLinks, flowRoutes, shellRoutes } from '../../../codegen/lint/app-index';
import { ALL_ENTRIES } from '../../../app/menu/entries';

const ROOT = path.resolve(__dirname, '../../..');

/** Journeys no in-app path reaches, on purpose. */
const OUTSIDE_ENTRIES: Record<string, string> = {
  // A payment QR code scanned with the phone's camera opens this page in a plain browser with the
  // code (?payload=); inside the app there is no code to pay, so nothing links here.
  'qr.web-to-app': 'opened from outside the app, with a scanned payment code',
  // The sandbox's demonstration of the carousel, slider and steps indicator: product owners open
  // it by its address; no customer journey leads there.
  'sandbox.widget-gallery': 'opened by its address in the sandbox',
  // The bank answers E001101338 at log-on; the dialog's "Go reset" (app/layout/GlobalDialogs.tsx)
  // opens it. A customer whose password is current has nothing to reset there.
  'settings.reset-password': 'opened by the password-upgrade dialog at log-on',
};

interface FlowShape {
  id: string;
  start: string;
  steps: Record<string, { route: string; backTo?: unknown }>;
}

const flows = readFlows().map((f) => f.flow as FlowShape);
const pathOf = (to: string) => to.split('?')[0]!;

/** The shell's pages (app/routing/page-loaders.ts) and the module each renders. */
function shellModules(): Map<string, string> {
  const source = fs.readFileSync(path.join(ROOT, 'app/routing/page-loaders.ts'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, route, module] of source.matchAll(/\[\s*'(\/[^']*)'\s*,\s*\(\)\s*=>\s*import\('\.\.\/([^']+)'\)/g)) {
    modules.set(route!, path.join(ROOT, 'app', `${module}.tsx`));
  }
  return modules;
}

/** Routes a shell page's source opens: navigate('/x'), href="#/x", href={`#/x?...`}. */
function shellLinks(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:navigate\(\s*|href=\{?)['"`]#?(\/[A-Za-z0-9/_-]+)/g)].map((m) => m[1]!);
}

/** Every route reachable from the home (both of its routes), the all-menu and search. */
function reachable(): Set<string> {
  const owner = new Map<string, FlowShape>();
  for (const flow of flows) for (const route of flowRoutes(flow)) owner.set(route, flow);
  const modules = shellModules();
  const reached = new Set<string>();
  const queue: string[] = [];
  const reach = (to: string) => {
    const route = pathOf(to);
    if (reached.has(route)) return;
    reached.add(route);
    queue.push(route);
  };
  ['/mine/index', '/index/index', '/menu/index', '/search/index'].forEach(reach);
  for (const entry of ALL_ENTRIES) reach(entry.route);
  while (queue.length) {
    const route = queue.shift()!;
    const module = modules.get(route);
    if (module) shellLinks(module).forEach(reach);
    const flow = owner.get(route);
    if (!flow) continue;
    flowRoutes(flow).forEach(reach);
    flowLinks(flow).forEach((link) => reach(link.to));
    for (const step of Object.values(flow.steps)) if (typeof step.backTo === 'string' && step.backTo.startsWith('/')) reach(step.backTo);
  }
  return reached;
}

describe('every journey is reachable from the home, the all-menu or search', () => {
  const reached = reachable();

  it('finds the shell pages and their links where it looks', () => {
    const modules = shellModules();
    expect([...modules.keys()]).toEqual(shellRoutes());
    expect(shellLinks(modules.get('/mine/index')!)).toEqual(expect.arrayContaining(['/menu/index', '/search/index', '/login/index', '/account-detail/details']));
    expect(shellLinks(modules.get('/login/index')!)).toContain('/settings/forget-password');
  });

  it("reaches each flow's start route", () => {
    const unreached = flows.filter((f) => !reached.has(f.steps[f.start]!.route) && !(f.id in OUTSIDE_ENTRIES)).map((f) => `${f.id} (${f.steps[f.start]!.route})`);
    expect(unreached).toEqual([]);
  });

  it('lists as exceptions only flows that exist and that no path reaches', () => {
    for (const id of Object.keys(OUTSIDE_ENTRIES)) {
      const flow = flows.find((f) => f.id === id);
      expect(flow, id).toBeDefined();
      expect(reached.has(flow!.steps[flow!.start]!.route), `${id} is reachable now: drop the exception`).toBe(false);
    }
  });

  it('reaches journeys that only open from inside another one (the chain, not the menu, finds them)', () => {
    const inMenu = new Set(ALL_ENTRIES.map((e) => e.flowId));
    const inner = flows.filter((f) => !inMenu.has(f.id) && reached.has(f.steps[f.start]!.route)).map((f) => f.id);
    // Details, amendments and deletions are reached from their journey's lists.
    expect(inner).toEqual(expect.arrayContaining(['bill.record-detail', 'transfer.detail', 'notice.detail', 'deposit.withdraw', 'forex.history', 'settings.forget-password']));
  });
});
