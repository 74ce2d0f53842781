// What the app as a whole offers a flow, read once per process: the routes that exist (every
// flow step's route and the hand-made pages of the route table, app/routing/page-loaders.ts) and the
// links between them (list links, row and swipe actions, navigate buttons, goTo, tabs) with the query keys
// each sends. A flow's links to itself count too, so one flow can be linted on its own.
import fs from 'node:fs';
import path from 'node:path';
import { expandRefs } from '../lib/flow-refs';
import { flowSteps } from '../lib/flow-forms';
import { defaultFlowFiles } from '../lib/flows';
import { isObject, readJson } from '../lib/json';
import { ROOT } from '../lib/paths';
import { sharedParts } from '../lib/shared-parts';

export const ROUTE_TABLE = path.join(ROOT, 'app/routing/page-loaders.ts');

export interface Link {
  to: string;
  /** Keys of its query mapping. */
  keys: string[];
  /** Where it is written, for reports: steps.list.item.link.to. */
  location: string;
}

/** Routes of the shell's own pages: the `['/path', () => import(...)` rows of the route table. */
export function shellRoutes(source = fs.readFileSync(ROUTE_TABLE, 'utf8')): string[] {
  return [...source.matchAll(/\[\s*'(\/[^']*)'\s*,\s*\(\)\s*=>\s*import\(/g)].map((m) => m[1]!);
}

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const keysOf = (query: unknown): string[] => (isObject(query) ? Object.keys(query).map((k) => k.split('.')[0]!) : []);

/** The share page a `share-bill` button opens (app/actions/step-actions.ts). */
export const SHARE_BILL_ROUTE = '/transfer-pay/share-image';

/** Every link of one flow (expanded): navigate, back, share-bill and return-to-caller buttons (other actions open no route), row links and actions, tabs, document links, goTo. */
export function flowLinks(flow: unknown): Link[] {
  const out: Link[] = [];
  const add = (link: unknown, location: string): void => {
    if (!isObject(link) || typeof link.to !== 'string') return;
    // A `to` may carry a query of its own ("/x/y?from=z"): the route is its path.
    const [to, search = ''] = link.to.split('?') as [string, string?];
    out.push({ to, keys: [...keysOf(link.query), ...new URLSearchParams(search).keys()], location: `${location}.to` });
  };
  for (const [id, step] of flowSteps(flow)) {
    const at = `steps.${id}`;
    for (const key of ['buttons', 'footer']) {
      asArray(step[key]).forEach((b, i) => {
        if (isObject(b) && (b.action === 'navigate' || b.action === 'back')) add(b, `${at}.${key}[${i}]`);
        if (isObject(b) && b.action === 'share-bill') add({ ...b, to: SHARE_BILL_ROUTE }, `${at}.${key}[${i}]`);
        // Back to the caller's address, else to its `to`.
        if (isObject(b) && b.action === 'return-to-caller') add(b, `${at}.${key}[${i}]`);
      });
    }
    if (isObject(step.item)) {
      add(step.item.link, `${at}.item.link`);
      asArray(step.item.actions).forEach((a, i) => add(a, `${at}.item.actions[${i}]`));
      asArray(step.item.swipe).forEach((a, i) => add(a, `${at}.item.swipe[${i}]`));
    }
    asArray(step.tabs).forEach((t, i) => add(t, `${at}.tabs[${i}]`));
    // A document step's links: under a section, or under one of its questions.
    asArray(step.sections).forEach((section, s) => {
      if (!isObject(section)) return;
      asArray(section.links).forEach((l, i) => add(l, `${at}.sections[${s}].links[${i}]`));
      asArray(section.questions).forEach((q, j) => {
        if (isObject(q)) asArray(q.links).forEach((l, i) => add(l, `${at}.sections[${s}].questions[${j}].links[${i}]`));
      });
    });
    add(step.goTo, `${at}.goTo`);
  }
  return out;
}

/** The step routes of one flow. */
export function flowRoutes(flow: unknown): string[] {
  return flowSteps(flow).flatMap(([, step]) => (typeof step.route === 'string' ? [step.route] : []));
}

export interface AppIndex {
  routes: Set<string>;
  /** Query keys some link sends to each route. */
  queryTo: Map<string, Set<string>>;
}

let cached: AppIndex | undefined;

/** The index of every flow in flows/ and the route table (read once). */
export function appIndex(): AppIndex {
  if (cached) return cached;
  const parts = sharedParts();
  const index: AppIndex = { routes: new Set(shellRoutes()), queryTo: new Map() };
  for (const file of defaultFlowFiles()) {
    let text: string;
    let raw: unknown;
    try {
      text = fs.readFileSync(file, 'utf8');
      raw = JSON.parse(text);
    } catch {
      continue; // the schema rule reports a file that is no JSON
    }
    // Only a fragment can bring a route or a link; texts and code tables cannot.
    addFlow(index, text.includes('"$fragment"') ? expandRefs(raw, parts).value : raw);
  }
  cached = index;
  return index;
}

export function addFlow(index: AppIndex, flow: unknown): void {
  for (const route of flowRoutes(flow)) index.routes.add(route);
  for (const link of flowLinks(flow)) {
    const keys = index.queryTo.get(link.to) ?? new Set<string>();
    link.keys.forEach((k) => keys.add(k));
    index.queryTo.set(link.to, keys);
  }
}

export const MODULE_LINKS = path.join(ROOT, 'app/routing/module-links.json');
let modules: Set<string> | undefined;

/** A route exists: exactly, or through a pattern of the route table ('/go/:module', for a module of module-links.json). */
export function routeExists(routes: Set<string>, to: string): boolean {
  const target = to.split('?')[0]!;
  if (routes.has(target)) return true;
  const parts = target.split('/');
  for (const route of routes) {
    if (!route.includes('/:')) continue;
    const pattern = route.split('/');
    if (pattern.length !== parts.length || !pattern.every((p, i) => (p.startsWith(':') ? parts[i] !== '' : p === parts[i]))) continue;
    if (!pattern.includes(':module')) return true;
    const links = readJson(MODULE_LINKS);
    modules ??= new Set(isObject(links) ? Object.keys(links).filter((k) => k !== '$comment') : []);
    if (modules.has(parts[pattern.indexOf(':module')]!)) return true;
  }
  return false;
}
