// Navigation as the spec describes it: a duplicate navigation is an error the caller can
// ignore, Back follows flow steps first and then the back rules, history and main page.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useServices } from '../services';
import { resolveBack } from './back-navigation';
import { buildUrl, DuplicateNavigationError } from './navigation-url';

export { buildUrl, DuplicateNavigationError };

export function useAppNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const services = useServices();

  const go = useCallback(
    (to: string, query?: Record<string, string>) => {
      const url = buildUrl(to, query);
      if (url === `${location.pathname}${location.search}`) throw new DuplicateNavigationError(url);
      navigate(url);
    },
    [location.pathname, location.search, navigate],
  );

  const goBack = useCallback(() => {
    // Back sits in the layout, above the page: the route on screen is read from the shell.
    const { handle } = services.currentRoute;
    const run = handle.flowId ? services.runs.peek(handle.flowId) : undefined;
    if (run?.isBusy) return; // Back is blocked while processing.
    if (run?.canGoBack) {
      run.back();
      return;
    }
    const target = resolveBack({
      session: services.session,
      path: location.pathname,
      query: new URLSearchParams(location.search),
      channel: services.channel.channel,
    });
    if (target.kind === 'route') navigate(target.to, { replace: true });
    else if (target.kind === 'close') window.history.length > 1 ? navigate(-1) : window.close();
  }, [services, location.pathname, location.search, navigate]);

  return { go, goBack };
}
