// Few requests per page. Left to itself, the bundler gives every module its own chunk for
// each distinct set of lazy pages that import it: the flow page came in 21 files of 0.2 to
// 2 kB, because each small piece is also used by some other lazy page (a sheet, the log-on
// page, a widget). A browser fetches at most six files at once from one HTTP/1.1 host, so
// the flow page's pieces queued behind each other and the journey's own chunk behind them
// (about 270 ms of the Pay New Bill page's 600 on a phone-sized Chromium, none of it bytes).
//
// This groups modules by page instead:
// - `shell`: what the shell (React, the router, MobX, i18n, the layout, the services)
//   needs; the small entry loads it, and index.html preloads it;
// - `flow-page`: what the flow page needs beyond the shell, except
// - `kit`: the part of that the first screen (the log-on page) needs too. The home, which
//   shares more with the flow page, loads the flow page's chunk: the journey a customer opens
//   from it then starts with that chunk already in.
// Everything else (journeys, lazy widgets, sheets, other pages) is split as before. The
// groups depend only on these pages' imports, never on the flows: adding a journey changes
// none of them (tests/packaging/journey-isolation.ts).
import path from 'node:path';
import type { GetModuleInfo, ManualChunksOption } from 'rollup';
import { moduleClosure } from './module-closure';

export interface PageRoots {
  /** The app's entry module: what it needs stays in the entry chunk. */
  entry: string;
  /** The shell, loaded by the entry. */
  shell: string;
  /** The page whose needs beyond the shell are grouped into one chunk. */
  page: string;
  /** The first screens: what `page` shares with them goes to the `kit` chunk. */
  firstScreens: string[];
  /**
   * More modules for a named chunk, by id: left to itself the bundler makes a module that two
   * lazy chunks share a request of its own. Under `flow-page`, what every journey's own chunk
   * imports but no page does (the validators' runtime helpers), since every journey loads the
   * flow page anyway; under a new name, small modules that load together (the analytics
   * opt-out flag, read by the tracker and the settings page, came as 0.2 kB behind its own
   * 0.3 kB of headers).
   */
  together?: Record<string, RegExp>;
}

function groupsOf(roots: PageRoots, info: GetModuleInfo): Map<string, string> {
  const closure = (root: string) => moduleClosure(path.resolve(root), info);
  const entry = closure(roots.entry);
  const groups = new Map<string, string>();
  for (const id of closure(roots.shell)) if (!entry.has(id)) groups.set(id, 'shell');
  const first = new Set(roots.firstScreens.flatMap((root) => [...closure(root)]));
  for (const id of closure(roots.page)) {
    if (entry.has(id) || groups.has(id)) continue;
    groups.set(id, first.has(id) ? 'kit' : 'flow-page');
  }
  return groups;
}

export function pageChunks(roots: PageRoots): ManualChunksOption {
  let groups: Map<string, string> | undefined;
  return (id, { getModuleInfo }) => {
    groups ??= groupsOf(roots, getModuleInfo);
    return groups.get(id) ?? Object.entries(roots.together ?? {}).find(([, test]) => test.test(id))?.[0];
  };
}
