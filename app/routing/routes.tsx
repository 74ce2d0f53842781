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
import { preloadWidgets, widgetsArrived } from '../../widgets/lazy-widgets';
import { preloadViews, viewsArrived } from '../../widgets/lazy-views';
import { flowById, journeyHandle, journeyUpToDate, loadJourney } from '../flows';
import { publishedRouteOwner, refreshPublished } from '../published-journeys';
import { RootLayout } from '../layout/RootLayout';
import { preloadPage, RoutePage, type LoadedRoute, type PeekRoute } from './RoutePage';
import type { PageLoaders } from './page-loaders';
import type { AppServices } from '../services';

interface PageRoute {
  path: string;
  load: () => Promise<LoadedRoute>;
  peek?: PeekRoute;
}

export interface AppRouting {
  /** The route table, for the hash router. */
  AppRoutes: () => React.JSX.Element;
  /** The journey route at `pathname`, if it is one (for its early reads). */
  journeyRouteAt: (pathname: string) => Promise<JourneyRoute | undefined>;
  /** Loads the page of the route at `pathname` (the first screen); anything else ends on the home. */
  preloadRoute: (pathname: string) => Promise<void>;
  /** Once the first screen's page is in: its journey's run starts loading (app/pages/FlowPage.tsx). */
  startFirstRun: (services: AppServices, pathname: string, search: string) => void;
}

/**
 * The routes, from the page loaders the entry holds (app/routing/page-loaders.ts): handed over
 * at start, not imported, so that no hashed chunk names the route index.
 */
export function createRouting({ shellPages, loadJourneyIndex, loadFlowPage, home: HOME }: PageLoaders): AppRouting {
  /** The flow page's module once loaded: later step routes of an open journey render at once. */
  let flowPage: typeof import('../pages/FlowPage') | undefined;

  const shellRoutes: PageRoute[] = shellPages.map(([path, load, handle]) => ({ path, load: async () => ({ Component: (await load()).Component, handle }) }));

  type JourneyPages = Map<string, PageRoute & { journey: JourneyRoute }>;

  let journeyIndex: Promise<JourneyPages> | undefined;
  /** The index once it is in: read at once, so a page never suspends for it again. */
  let journeyIndexLoaded: JourneyPages | undefined;

  /** The journeys' route index (path → page route), fetched once. */
  function journeyPages(): Promise<JourneyPages> {
    journeyIndex ??= loadJourneyIndex().then(({ journeyRoutes }) => {
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
        // The first step's on-demand widgets come beside the page, and the step shows once they
        // are there: a field filled in after the form first rendered would move what is below it.
        // So does its view when it is not the form's (a journey that opens on a list or a detail).
        const [{ Component }, flow] = await Promise.all([
          loadFlowPage().then((m) => (flowPage = m)),
          loadJourney(route),
          route.widgets && preloadWidgets(route.widgets),
          route.views && preloadViews(route.views),
        ]);
        return { Component, handle: journeyHandle(flow, route.path) };
      },
      peek: () => {
        const flow = flowById(route.flowId);
        if (!flowPage || !flow || !journeyUpToDate(route.flowId) || (route.widgets && !widgetsArrived(route.widgets)) || (route.views && !viewsArrived(route.views))) return undefined;
        return { Component: flowPage.Component, handle: journeyHandle(flow, route.path) };
      },
    };
  }

  const isShellPath = (pathname: string) => matchRoutes(shellRoutes, pathname) !== null;

  /**
   * A route only a published version of a journey has (a step it added, docs/publishing.md):
   * the journey's page serves it, as it serves the build's routes, once the bank's list names it.
   */
  function publishedPage(pathname: string, pages: JourneyPages): (PageRoute & { journey: JourneyRoute }) | undefined {
    const owner = publishedRouteOwner(pathname);
    const base = owner ? [...pages.values()].find((p) => p.journey.flowId === owner)?.journey : undefined;
    if (!base) return undefined;
    const page = journeyPage({ path: pathname, flowId: base.flowId, load: base.load });
    pages.set(pathname, page);
    return page;
  }

  /** The journey page at `pathname`: the build's route index, else a route a published version added. */
  async function journeyPageAt(pathname: string): Promise<(PageRoute & { journey: JourneyRoute }) | undefined> {
    const pages = await journeyPages();
    const known = pages.get(pathname);
    if (known) return known;
    await refreshPublished();
    return publishedPage(pathname, pages);
  }

  /** The journey route at `pathname`, if it is one (for its early reads). */
  async function journeyRouteAt(pathname: string): Promise<JourneyRoute | undefined> {
    if (isShellPath(pathname)) return undefined;
    return (await journeyPageAt(pathname))?.journey;
  }

  /** Loads the page of the route at `pathname` (the first screen); anything else ends on /mine/index. */
  async function preloadRoute(pathname: string): Promise<void> {
    const shell = matchRoutes(shellRoutes, pathname)?.[0]?.route;
    // Not a shell page: almost surely a journey. The route index is asked for first (it is small
    // and the journey's own chunk and first reads wait for it), then the flow page beside it.
    const index = shell ? undefined : journeyPages();
    if (!shell) void loadFlowPage().then((m) => (flowPage = m));
    const route = shell ?? (index && (await journeyPageAt(pathname))) ?? matchRoutes(shellRoutes, HOME)?.[0]?.route;
    if (route) await preloadPage(route.path, route.load);
  }

  /** Any path that is not a shell page: a journey's step route, or the home when it is none. */
  function JourneyRoutePage() {
    const { pathname } = useLocation();
    const pages = journeyIndexLoaded ?? use(journeyPages());
    const page = pages.get(pathname) ?? publishedPage(pathname, pages);
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

  function AppRoutes() {
    return <Routes>{routes}</Routes>;
  }

  function startFirstRun(services: AppServices, pathname: string, search: string): void {
    const page = journeyIndexLoaded?.get(pathname);
    if (page && flowPage) flowPage.startRunAt(services, page.journey.flowId, pathname, search);
  }

  return { AppRoutes, journeyRouteAt, preloadRoute, startFirstRun };
}
