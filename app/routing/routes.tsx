// The route table: the shell's own pages plus one route per flow step route, all loaded
// lazily; /go and /open redirects; anything unknown goes to /mine/index. A flow route loads
// the flow page and its own journey's chunk side by side (generated/journeys/index.ts), and
// takes its title and log-on rule from the journey (app/routing/RoutePage.tsx applies them).
import { Suspense } from 'react';
import { matchRoutes, Navigate, Outlet, Route, Routes } from 'react-router';
import { journeyRoutes, type JourneyRoute } from '../../generated/journeys';
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
];

interface PageRoute {
  path: string;
  load: () => Promise<LoadedRoute>;
  peek?: PeekRoute;
}

/** The flow page's module once loaded: later step routes of an open journey render at once. */
let flowPage: typeof import('../pages/FlowPage') | undefined;

const pageRoutes: PageRoute[] = [
  ...shellPages.map(([path, load, handle]) => ({ path, load: async () => ({ Component: (await load()).Component, handle }) })),
  // The journey's chunk brings the route's title and log-on rule, applied before the page renders.
  ...journeyRoutes.map((route) => ({
    path: route.path,
    load: async (): Promise<LoadedRoute> => {
      const [{ Component }, flow] = await Promise.all([import('../pages/FlowPage').then((m) => (flowPage = m)), loadJourney(route)]);
      return { Component, handle: journeyHandle(flow, route.path) };
    },
    peek: () => {
      const flow = flowById(route.flowId);
      return flowPage && flow ? { Component: flowPage.Component, handle: journeyHandle(flow, route.path) } : undefined;
    },
  })),
];

/** The journey route at `pathname`, if it is one (for its early reads). */
export function journeyRouteAt(pathname: string): JourneyRoute | undefined {
  return journeyRoutes.find((route) => route.path === pathname);
}

/** Loads the page of the route at `pathname` (the first screen); anything else ends on /mine/index. */
export function preloadRoute(pathname: string): Promise<void> {
  const route = (matchRoutes(pageRoutes, pathname) ?? matchRoutes(pageRoutes, '/mine/index'))?.[0]?.route;
  return route ? preloadPage(route.path, route.load) : Promise.resolve();
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
    {pageRoutes.map(({ path, load, peek }) => (
      <Route key={path} path={path} element={<RoutePage id={path} load={load} peek={peek} />} />
    ))}
    <Route path="*" element={<Navigate to="/mine/index" replace />} />
  </Route>
);

export function AppRoutes() {
  return <Routes>{routes}</Routes>;
}
