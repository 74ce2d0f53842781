// Which page is at which path, and how its code loads. Part of the entry (app/main.tsx), so
// the first screen's page starts loading in the first milliseconds, beside the shell (React,
// the router, the services) instead of after it. The shell's route table (routes.tsx) is
// built from the same table, handed to the shell when it starts.
//
// The journeys' route index is loaded from here too, in ROUTE_SHARDS chunks by a hash of the
// path (app/routing/route-shard.ts): a page reads the chunk of its own route only. Their names
// change with the flows they hold, and only the entry (dist/index.js, unhashed and revalidated)
// may name them. Nothing else imports this module (types aside): a hashed chunk that did would
// change with every flow, and every chunk that imports that one after it
// (tests/packaging/journey-isolation.ts).
import type { ComponentType } from 'react';
import type { RouteHandle } from './route-handle';
import type { JourneyShard } from '../../generated/journeys';
import { routeShards } from '../../generated/journeys/shards';
import { routeShard } from './route-shard';
import zhTW from '../../locales/page-titles/zh-TW.json';
import zhCN from '../../locales/page-titles/zh-CN.json';
import en from '../../locales/page-titles/en.json';

// Titles of pages the shell's texts do not carry (their pages bring the rest of their texts).
// Read here without the namespace helper: the entry stays one file, with no chunk to wait for.
const title = (key: keyof typeof en) => ({ 'zh-TW': zhTW[key], 'zh-CN': zhCN[key], en: en[key] });

export type PageModule = Promise<{ Component: ComponentType }>;
export type ShellPage = [path: string, load: () => PageModule, handle: RouteHandle];

/** The home; written out in the table below too, where the flow linter reads the paths. */
export const HOME = '/mine/index';

export const shellPages: ShellPage[] = [
  ['/login/index', () => import('../login/LoginPage'), { title: 'login.title' }],
  ['/mine/index', () => import('../pages/MineIndexPage'), { title: 'app.title' }],
  // The spec's main-index; the same home as /mine/index.
  ['/index/index', () => import('../pages/MineIndexPage'), { title: 'app.title' }],
  ['/menu/index', () => import('../pages/MenuPage'), { title: /* @__PURE__ */ title('menu') }],
  ['/search/index', () => import('../pages/SearchPage'), { title: /* @__PURE__ */ title('search') }],
  ['/settings/my-setting', () => import('../pages/MySettingPage'), { title: 'settings.title' }],
  ['/settings/index', () => import('../pages/SettingsIndexPage'), { title: /* @__PURE__ */ title('settings') }],
  ['/settings/get-otp-index', () => import('../security/GetOtpIndexPage'), { title: 'security.otpIndexTitle', login: true }],
  // Generating a code needs no log-on (e.g. to log on to the web bank with it).
  ['/settings/get-otp-input', () => import('../security/GetOtpInputPage'), { title: 'security.otpInputTitle' }],
  ['/settings/sign-documents', () => import('../device/SignDocumentsPage'), { title: 'device.sign.title', login: true }],
  ['/scan-face/index', () => import('../device/ScanFacePage'), { title: 'device.face.title', login: true }],
  ['/go/:module', () => import('../pages/ModuleRedirect'), {}],
  ['/open/:module', () => import('../pages/ModuleRedirect'), {}],
  // The product owners' studio (docs/studio.md): sandbox and development builds only.
  ...(import.meta.env.VITE_CUSTOMER_BUILD === '1'
    ? []
    : ([['/studio', () => import('../sandbox/studio/StudioPage'), { title: /* @__PURE__ */ title('studio') }]] satisfies ShellPage[])),
];

/**
 * The chunk of the journeys' route index that holds `key`: a route's path (its flow, early
 * reads, widgets and view, with its journey's loader), or a flow id (that journey's loader).
 */
export const loadJourneyShard = (key: string): Promise<JourneyShard> => routeShards[routeShard(key)]!();

/** The page of every flow route: the interpreter, the engine's views, the widgets' registry. */
export const loadFlowPage = () => import('../pages/FlowPage');

export interface PageLoaders {
  shellPages: ShellPage[];
  loadJourneyShard: typeof loadJourneyShard;
  loadFlowPage: typeof loadFlowPage;
  home: string;
}

export const pageLoaders: PageLoaders = { shellPages, loadJourneyShard, loadFlowPage, home: HOME };

/** The path of a hash-mode address (`#/a/b?x=1` → `/a/b`); the home for an empty one. */
export function pathOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path === '' || path === '/' ? HOME : path;
}

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** The shell page at `path`, if it is one (otherwise it is a journey's route, or unknown). */
export function shellPageAt(path: string): ShellPage | undefined {
  return shellPages.find(([pattern]) => matches(pattern, path));
}

/**
 * Starts loading the code of the page at `path` and returns at once. A journey route needs
 * its chunk of the route index (then its journey's chunk) and the flow page; they are asked for before
 * the shell has even arrived. Failures are left to the route, which loads again and says so.
 */
export function preloadPageCode(path: string): void {
  const ignore = () => undefined;
  const shell = shellPageAt(path);
  if (shell) {
    void shell[1]().catch(ignore);
    return;
  }
  void loadJourneyShard(path)
    .then(({ routes, loaders }) => {
      const flowId = routes[path]?.[0];
      return flowId === undefined ? undefined : loaders[flowId]?.();
    })
    .catch(ignore);
  void loadFlowPage().catch(ignore);
}
