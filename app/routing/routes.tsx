// The route table: the shell's own pages, all loaded lazily; /go and /open redirects; every
// other path is looked up in the journeys' route index, and anything unknown goes to
// /mine/index. A flow route loads the flow page and its own journey's chunk side by side
// (generated/journeys/index.ts), and takes its title and log-on rule from the journey
// (app/routing/RoutePage.tsx applies them).
//
// The journeys' route index is a chunk of its own, fetched the first time a journey route is
// opened: it grows with every flow added, and the first screen (the log-on page, the home)
// does not need it, so adding a journey adds nothing to them.
import { Suspense, use } from 'react';
import { matchRoutes, Navigate, Outlet, Route, Routes, useLocation } from 'react-router';
import type { JourneyRoute } from '../../generated/journeys';
import { preloadWidgets } from '../../widgets/lazy-widgets';
import { flowById, journeyHandle, loadJourney } from '../flows';
import { RootLayout } from '../layout/RootLayout';
import type { RouteHandle } from './route-handle';
import { preloadPage, RoutePage, type LoadedRoute, type PeekRoute } from './RoutePage';

type ShellPage = [path: string, load: () => Promise<{ Component: React.ComponentType }>, handle: RouteHandle];

const shellPages: ShellPage[] = [
  ['/login/index', () => import('../login/LoginPage'), { title: 'login.title' }],
  ['/mine/index', () => import('../pages/MineIndexPage'), { title: 'app.title' }],
  // The spec's main-index; the same home as /mine/index.
  ['/index/index', () => import('../pages/MineIndexPage'), { title: 'app.title' }],
  ['/menu/index', () => import('../pages/MenuPage'), { title: { 'zh-TW': '全部功能', 'zh-CN': '全部功能', en: 'All services' } }],
  ['/search/index', () => import('../pages/SearchPage'), { title: { 'zh-TW': '搜尋', 'zh-CN': '搜索', en: 'Search' } }],
  ['/settings/my-setting', () => import('../pages/MySettingPage'), { title: 'settings.title' }],
  ['/settings/index', () => import('../pages/SettingsIndexPage'), { title: { 'zh-TW': '設定', 'zh-CN': '设定', en: 'Settings' } }],
  ['/settings/reset-password', () => import('../pages/ResetPasswordPage'), { title: 'page.resetPassword' }],
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
    : ([['/studio', () => import('../sandbox/studio/StudioPage'), { title: { 'zh-TW': '流程工作室', 'zh-CN': '流程工作室', en: 'Flow studio' } }]] satisfies ShellPage[])),
];

interface PageRoute {
  path: string;
  load: () => Promise<LoadedRoute>;
  peek?: PeekRoute;
}

/** The flow page's module once loaded: later step routes of an open journey render at once. */
let flowPage: typeof import('../pages/FlowPage') | undefined;

const shellRoutes: PageRoute[] = shellPages.map(([path, load, handle]) => ({ path, load: async () => ({ Component: (await load()).Component, handle }) }));

type JourneyPages = Map<string, PageRoute & { journey: JourneyRoute }>;

let journeyIndex: Promise<JourneyPages> | undefined;
/** The index once it is in: read at once, so a page never suspends for it again. */
let journeyIndexLoaded: JourneyPages | undefined;

/** The journeys' route index (path → page route), fetched once. */
function journeyPages(): Promise<JourneyPages> {
  journeyIndex ??= import('../../generated/journeys').then(({ journeyRoutes }) => {
    journeyIndexLoaded = new Map(journeyRoutes.map((route) => [route.path, journeyPage(route)]));
    return journeyIndexLoaded;
  });
  return journeyIndex;
}

// The journey's chunk brings the route's title and log-on rule, applied before the page renders.
function journeyPage(route: JourneyRoute): PageRoute & { journey: JourneyRoute } {
  return {
    path: route.path,
    journey: route,
    load: async (): Promise<LoadedRoute> => {
      // The first step's on-demand widgets come beside the page, not after its form renders.
      if (route.widgets) preloadWidgets(route.widgets);
      const [{ Component }, flow] = await Promise.all([import('../pages/FlowPage').then((m) => (flowPage = m)), loadJourney(route)]);
      return { Component, handle: journeyHandle(flow, route.path) };
    },
    peek: () => {
      const flow = flowById(route.flowId);
      return flowPage && flow ? { Component: flowPage.Component, handle: journeyHandle(flow, route.path) } : undefined;
    },
  };
}

const isShellPath = (pathname: string) => matchRoutes(shellRoutes, pathname) !== null;

/** The journey route at `pathname`, if it is one (for its early reads). */
export async function journeyRouteAt(pathname: string): Promise<JourneyRoute | undefined> {
  if (isShellPath(pathname)) return undefined;
  return (await journeyPages()).get(pathname)?.journey;
}

/** Loads the page of the route at `pathname` (the first screen); anything else ends on /mine/index. */
export async function preloadRoute(pathname: string): Promise<void> {
  const shell = matchRoutes(shellRoutes, pathname)?.[0]?.route;
  // Not a shell page: almost surely a journey. The route index is asked for first (it is small
  // and the journey's own chunk and first reads wait for it), then the flow page beside it.
  const index = shell ? undefined : journeyPages();
  if (!shell) void import('../pages/FlowPage').then((m) => (flowPage = m));
  const route = shell ?? (await index!).get(pathname) ?? matchRoutes(shellRoutes, '/mine/index')?.[0]?.route;
  if (route) await preloadPage(route.path, route.load);
}

/** Any path that is not a shell page: a journey's step route, or the home when it is none. */
function JourneyRoutePage() {
  const { pathname } = useLocation();
  const page = (journeyIndexLoaded ?? use(journeyPages())).get(pathname);
  if (!page) return <Navigate to="/mine/index" replace />;
  return <RoutePage id={page.path} load={page.load} peek={page.peek} />;
}

const routes = (
  <Route
    element={
      <RootLayout>
        {/* While a page's chunk loads on the first screen, the frame shows with an empty body;
            later navigations keep the current page until the next one is ready. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RootLayout>
    }
  >
    <Route index element={<Navigate to="/mine/index" replace />} />
    {shellRoutes.map(({ path, load, peek }) => (
      <Route key={path} path={path} element={<RoutePage id={path} load={load} peek={peek} />} />
    ))}
    <Route path="*" element={<JourneyRoutePage />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}
