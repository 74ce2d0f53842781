// The route table: the shell's own pages, all loaded lazily; /go and /open redirects; every
// other path is looked up in the journeys' route index, and anything unknown goes to
// /mine/index. A flow route loads the flow page and its own journey's chunk side by side
// (generated/journeys/index.ts), and takes its title and log-on rule from the journey
// (app/routing/RoutePage.tsx applies them).
//
// The journeys' route index is in chunks of their own (by a hash of the path: app/routing/
// route-shard.ts), a route's chunk fetched the first time it is opened: the index grows with
// every flow added, the log-on page and the home do not need it, and a journey's page reads
// one sixteenth of it, so adding a journey adds nothing to them.
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
export function createRouting({ shellPages, loadJourneyShard, loadFlowPage, home: HOME }: PageLoaders): AppRouting {
  /** The flow page's module once loaded: later step routes of an open journey render at once. */
  let flowPage: typeof import('../pages/FlowPage') | undefined;

  const shellRoutes: PageRoute[] = shellPages.map(([path, load, handle]) => ({ path, load: async () => ({ Component: (await load()).Component, handle }) }));

  type JourneyPage = PageRoute & { journey: JourneyRoute };

  /** The build's journey page at each path asked for so far (null: not a route of the build). */
  const builtPages = new Map<string, JourneyPage | null>();
  /** The same, while its chunk of the route index is on its way: one request per path. */
  const builtAsking = new Map<string, Promise<JourneyPage | null>>();
  /** Pages of routes only a published version has (a step it added). */
  const publishedPages = new Map<string, JourneyPage>();
  /** Each journey's loader, by flow id, read from the chunk of the index its id hashes to. */
  const flowLoaders = new Map<string, Promise<JourneyRoute['load'] | undefined>>();

  /** The build's journey page at `pathname`, from its chunk of the route index (fetched once). */
  function builtPageAt(pathname: string): Promise<JourneyPage | null> {
    let asking = builtAsking.get(pathname);
    if (!asking) {
      asking = loadJourneyShard(pathname).then(
        ({ routes, loaders }) => {
          const entry = routes[pathname];
          const load = entry && loaders[entry[0]];
          const [flowId, earlyLoads, widgets, views] = entry ?? [''];
          const page = entry && load ? journeyPage({ path: pathname, flowId, load, ...(earlyLoads?.length ? { earlyLoads } : {}), ...(widgets?.length ? { widgets } : {}), ...(views?.length ? { views } : {}) }) : null;
          builtPages.set(pathname, page);
          return page;
        },
        (error: unknown) => {
          // Not fetched (offline): the next visit asks again.
          builtAsking.delete(pathname);
          throw error;
        },
      );
      builtAsking.set(pathname, asking);
    }
    return asking;
  }

  /** A journey's loader by its flow id (a route a published version added), fetched once. */
  function flowLoader(flowId: string): Promise<JourneyRoute['load'] | undefined> {
    let loader = flowLoaders.get(flowId);
    if (!loader) {
      loader = loadJourneyShard(flowId).then(
        ({ loaders }) => loaders[flowId],
        (error: unknown) => {
          flowLoaders.delete(flowId);
          throw error;
        },
      );
      flowLoaders.set(flowId, loader);
    }
    return loader;
  }

  // The journey's chunk brings the route's title and log-on rule, applied before the page renders.
  function journeyPage(route: JourneyRoute): JourneyPage {
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
  function publishedPage(pathname: string, load: JourneyRoute['load'] | undefined, owner: string): JourneyPage | undefined {
    if (!load) return undefined;
    const page = publishedPages.get(pathname) ?? journeyPage({ path: pathname, flowId: owner, load });
    publishedPages.set(pathname, page);
    return page;
  }

  /** The journey page at `pathname`: the build's route index, else a route a published version added. */
  async function journeyPageAt(pathname: string): Promise<JourneyPage | undefined> {
    const built = await builtPageAt(pathname);
    if (built) return built;
    await refreshPublished();
    const owner = publishedRouteOwner(pathname);
    return owner ? publishedPage(pathname, await flowLoader(owner), owner) : undefined;
  }

  /** The journey route at `pathname`, if it is one (for its early reads). */
  async function journeyRouteAt(pathname: string): Promise<JourneyRoute | undefined> {
    if (isShellPath(pathname)) return undefined;
    return (await journeyPageAt(pathname))?.journey;
  }

  /** Loads the page of the route at `pathname` (the first screen); anything else ends on /mine/index. */
  async function preloadRoute(pathname: string): Promise<void> {
    const shell = matchRoutes(shellRoutes, pathname)?.[0]?.route;
    // Not a shell page: almost surely a journey. Its chunk of the route index is asked for first
    // (it is small, and the journey's own chunk and first reads wait for it), then the flow page.
    const index = shell ? undefined : builtPageAt(pathname);
    if (!shell) void loadFlowPage().then((m) => (flowPage = m));
    const route = shell ?? (index && (await journeyPageAt(pathname))) ?? matchRoutes(shellRoutes, HOME)?.[0]?.route;
    if (route) await preloadPage(route.path, route.load);
  }

  /** Any path that is not a shell page: a journey's step route, or the home when it is none. */
  function JourneyRoutePage() {
    const { pathname } = useLocation();
    const built = builtPages.has(pathname) ? builtPages.get(pathname)! : use(builtPageAt(pathname));
    const owner = built ? undefined : publishedRouteOwner(pathname);
    const page = built ?? publishedPages.get(pathname) ?? (owner ? publishedPage(pathname, use(flowLoader(owner)), owner) : undefined);
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
    const page = builtPages.get(pathname) ?? publishedPages.get(pathname);
    if (page && flowPage) flowPage.startRunAt(services, page.journey.flowId, pathname, search);
  }

  return { AppRoutes, journeyRouteAt, preloadRoute, startFirstRun };
}
