// The app's hash router: react-router's own <Router> on its own hash history, as its
// <HashRouter> does. Not imported from react-router because its <HashRouter> lives in one
// module with <Link>, <NavLink>, <Form> and <ScrollRestoration>, built as top-level
// `React.forwardRef(…)` calls followed by `X.displayName = "…"`: the bundler must keep those
// for their possible side effects, with the data router's code they reach, on every page
// (+5 kB brotli; docs/decisions.md, "react-router 8"). Back to react-router's <HashRouter>
// once its build marks those calls pure and sets the names only in its development build.
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createHashHistory as createHashHistory, type Location } from 'react-router';

/**
 * `onAddress` hears every change of address before the page at the new address renders (the
 * first address is the caller's to handle, before the first render).
 */
export function HashRouter({ children, onAddress }: { children: ReactNode; onAddress?: (location: Location) => void }) {
  // v5Compat: a listener hears every change, the app's own navigations too.
  const [history] = useState(() => createHashHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  // As react-router's <HashRouter> does by default: a navigation renders as a transition.
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        onAddress?.(location);
        startTransition(() => setState({ action, location }));
      }),
    [history, onAddress],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
