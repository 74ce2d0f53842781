// The route table: the shell's own pages plus one route per flow step route, all loaded
// lazily; /go and /open redirects; anything unknown goes to /mine/index. A flow route loads
// the flow page and its own journey's chunk side by side (generated/journeys/index.ts), and
// takes its title and log-on rule from the journey.
import { Navigate, type RouteObject } from 'react-router';
import { journeyRoutes } from '../../generated/journeys';
import { journeyHandle, loadJourney } from '../flows';
import { RootLayout } from '../layout/RootLayout';
import type { RouteHandle } from './route-handle';

function page(path: string, load: () => Promise<{ Component: React.ComponentType }>, handle: RouteHandle): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).Component }), handle };
}

export function buildRoutes(): RouteObject[] {
  // The journey's chunk brings the route's title and log-on rule: the router applies them
  // before the page renders, so the route guard and the page title see them as before.
  const flowPages: RouteObject[] = journeyRoutes.map((route) => ({
    path: route.path,
    lazy: async () => {
      const [{ Component }, flow] = await Promise.all([import('../pages/FlowPage'), loadJourney(route)]);
      return { Component, handle: journeyHandle(flow, route.path) };
    },
  }));
  return [
    {
      element: <RootLayout />,
      children: [
        { index: true, element: <Navigate to="/mine/index" replace /> },
        page('/login/index', () => import('../login/LoginPage'), { title: 'login.title' }),
        page('/mine/index', () => import('../pages/MineIndexPage'), { title: 'app.title' }),
        page('/settings/my-setting', () => import('../pages/MySettingPage'), { title: 'settings.title' }),
        page('/settings/reset-password', () => import('../pages/ResetPasswordPage'), { title: 'page.resetPassword' }),
        page('/settings/get-otp-index', () => import('../security/GetOtpIndexPage'), { title: 'security.otpIndexTitle', login: true }),
        // Generating a code needs no log-on (e.g. to log on to the web bank with it).
        page('/settings/get-otp-input', () => import('../security/GetOtpInputPage'), { title: 'security.otpInputTitle' }),
        page('/settings/sign-documents', () => import('../device/SignDocumentsPage'), { title: 'device.sign.title', login: true }),
        page('/scan-face/index', () => import('../device/ScanFacePage'), { title: 'device.face.title', login: true }),
        page('/go/:module', () => import('../pages/ModuleRedirect'), {}),
        page('/open/:module', () => import('../pages/ModuleRedirect'), {}),
        ...flowPages,
        { path: '*', element: <Navigate to="/mine/index" replace /> },
      ],
    },
  ];
}
