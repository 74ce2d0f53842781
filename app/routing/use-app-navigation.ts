// Navigation as the spec describes it: a duplicate navigation is an error the caller can
// ignore, Back follows flow steps first and then the back rules, history and main page.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { useServices } from '../services';
import { resolveBack } from './back-navigation';
import { buildUrl, DuplicateNavigationError } from './navigation-url';

export { buildUrl, DuplicateNavigationError };

/**
 * react-router's `navigate` in declarative mode changes with every location, so callbacks built
 * on it would change too and rebuild everything that depends on them (the flow page's kit, and
 * with it the whole step) on each navigation. These read the latest location and navigate at
 * call time instead, and stay the same functions for the life of the component.
 */
function useLatest() {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef<{ navigate: NavigateFunction; location: Location }>({ navigate, location });
  useLayoutEffect(() => {
    latest.current = { navigate, location };
  });
  return latest;
}

/** A `navigate` that stays the same function across navigations. */
export function useStableNavigate(): NavigateFunction {
  const latest = useLatest();
  return useCallback(((to: never, options?: never) => latest.current.navigate(to, options)) as NavigateFunction, [latest]);
}

export function useAppNavigation() {
  const latest = useLatest();
  const services = useServices();

  const go = useCallback(
    (to: string, query?: Record<string, string>) => {
      const { navigate, location } = latest.current;
      const url = buildUrl(to, query);
      if (url === `${location.pathname}${location.search}`) throw new DuplicateNavigationError(url);
      void navigate(url);
    },
    [latest],
  );

  /**
   * Back as the spec describes it. `leave` replaces closing the page when there is nowhere left
   * to go back to (the bank app's Android back asks first, then the host closes the web view:
   * NativeHostBridge).
   */
  const goBack = useCallback((leave?: () => void) => {
    const { navigate, location } = latest.current;
    // Back sits in the layout, above the page: the route on screen is read from the shell.
    const { handle } = services.currentRoute;
    const run = handle.flowId ? services.runs.peek(handle.flowId) : undefined;
    if (run?.holdsBack) return; // while the bank works on the run (FlowRun.holdsBack)
    if (run?.canGoBack) {
      run.back();
      return;
    }
    // A step that disables Back (a result after money moved) sends it to its backTo route, a
    // finished run starting afresh there; with nowhere named, Back is blocked.
    const backTo = run?.step.noBack ? run.step.backTo : undefined;
    if (run && backTo?.startsWith('/')) {
      if (run.status === 'done') services.runs.discard(run.flow.id);
      void navigate(backTo, { replace: true });
      return;
    }
    const target = resolveBack({
      session: services.session,
      path: location.pathname,
      query: new URLSearchParams(location.search),
      channel: services.channel.channel,
      blocked: run?.step.noBack === true,
    });
    if (target.kind === 'route') void navigate(target.to, { replace: true });
    else if (target.kind === 'close') {
      // No history left: the bank app's Android back asks first (NativeHostBridge); otherwise
      // the device closes the page (the bank app's web view), or a browser goes back.
      if (leave) leave();
      else
        void services.device.closePage().then((closed) => {
          if (!closed && window.history.length > 1) void navigate(-1);
        });
    }
  }, [latest, services]);

  return { go, goBack };
}
