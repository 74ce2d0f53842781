// One route's page. Its chunk loads on the first visit (a shell page, or the flow page with
// the route's journey); then, before the page renders, the route's declarations apply: the
// log-on rule (not logged on → the log-on page, coming back here after) and the title and
// flow the shell shows (app/routing/current-route.ts).
//
// The router is react-router's declarative mode: it carries no loaders, actions or lazy
// route objects, which the app does not use, and weighs half the data router on the first
// screen. Navigations run as React transitions, so while the next page's chunk loads the
// current page stays on screen, as the data router did.
import { Component, use, useEffect, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services';
import { showToast } from '../../widgets/overlays';
import { ErrorNotice } from '../../engine/react/ErrorNotice';
import { RouteHandleContext } from './current-route';
import type { RouteHandle } from './route-handle';
import { safeRedirect } from './safe-redirect';

export interface LoadedRoute {
  Component: ComponentType;
  handle: RouteHandle;
}

interface Loading {
  promise: Promise<void>;
  loaded?: LoadedRoute;
  error?: unknown;
}

/** Each route's chunk is fetched once; a failed fetch is forgotten so that Retry fetches again. */
const loads = new Map<string, Loading>();

/**
 * Starts (or finds) the load of a route's page; resolves when it is in, or has failed. The
 * app preloads the first screen's page with its texts and configuration, so its first render
 * has nothing to wait for: React holds back content that arrives soon after a Suspense
 * fallback (up to 300 ms), which would delay the first screen for no reason.
 */
export function preloadPage(id: string, load: () => Promise<LoadedRoute>): Promise<void> {
  return loadOnce(id, load).promise;
}

/** What a route's page needs to render at once, or nothing when something must load first. */
export type PeekRoute = () => LoadedRoute | undefined;

function loadOnce(id: string, load: () => Promise<LoadedRoute>, peek?: PeekRoute): Loading {
  const known = loads.get(id);
  if (known) return known;
  // Another step route of a journey already open: everything is in memory, no need to suspend.
  const ready = peek?.();
  if (ready) {
    const loading = { promise: Promise.resolve(), loaded: ready };
    loads.set(id, loading);
    return loading;
  }
  const loading: Loading = {
    promise: load().then(
      (loaded) => {
        loading.loaded = loaded;
      },
      (error: unknown) => {
        loading.error = error;
      },
    ),
  };
  loads.set(id, loading);
  return loading;
}

interface RoutePageProps {
  id: string;
  load: () => Promise<LoadedRoute>;
  peek?: PeekRoute;
}

export function RoutePage({ id, load, peek }: RoutePageProps) {
  return (
    <RouteLoadFailure id={id} onRetry={() => loads.delete(id)}>
      <LoadedPage id={id} load={load} peek={peek} />
    </RouteLoadFailure>
  );
}

function LoadedPage({ id, load, peek }: RoutePageProps) {
  const loading = loadOnce(id, load, peek);
  // Suspends until the chunk is here (the nearest Suspense is around the layout's outlet);
  // once it is, later visits render at once.
  if (!loading.loaded && !loading.error) use(loading.promise);
  if (loading.error) throw loading.error;
  return <GuardedPage loaded={loading.loaded!} />;
}

const GuardedPage = observer(function GuardedPage({ loaded }: { loaded: LoadedRoute }) {
  const { session, currentRoute } = useServices();
  const location = useLocation();
  const { t } = useTranslation();
  const { handle, Component: Page } = loaded;
  // A `token` query value is being tried for log-on by the layout: wait for it.
  const queryToken = new URLSearchParams(location.search).get('token');
  const needsLogin = handle.login === true && !session.isLogon && !queryToken;

  useLayoutEffect(() => currentRoute.set(handle, location.pathname), [currentRoute, handle, location.pathname]);
  useEffect(() => {
    if (needsLogin) showToast({ content: t('login.pleaseLogin') });
  }, [needsLogin, t]);

  if (needsLogin) {
    const back = safeRedirect(`${location.pathname}${location.search}`);
    return <Navigate to={`/login/index?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return (
    <RouteHandleContext.Provider value={handle}>
      <Page />
    </RouteHandleContext.Provider>
  );
});

interface FailureProps {
  id: string;
  onRetry: () => void;
  children: ReactNode;
}

interface FailureState {
  failed: boolean;
  /** The route the state is about: another route starts afresh. */
  id: string;
}

/** A page whose chunk could not be fetched (offline, a release replaced it): say so, offer to try again. */
class RouteLoadFailure extends Component<FailureProps, FailureState> {
  override state: FailureState = { failed: false, id: this.props.id };

  static getDerivedStateFromProps(props: FailureProps, state: FailureState): FailureState | null {
    return props.id === state.id ? null : { failed: false, id: props.id };
  }

  static getDerivedStateFromError(): Partial<FailureState> {
    return { failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <LoadFailureNotice onRetry={this.retry} /> : this.props.children;
  }
}

function LoadFailureNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="page-load-failure">
      <ErrorNotice message={t('app.pageLoadFailed')} />
      <button type="button" onClick={onRetry}>
        {t('app.retry')}
      </button>
    </div>
  );
}
