// /go/{module} and /open/{module}: the navigation itself is cancelled and the module's
// link opens instead (inside the app for paths, outside for https links).
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { isExternal, moduleTarget } from '../routing/module-links';

export function ModuleRedirect() {
  const { module = '' } = useParams();
  const location = useLocation();
  const target = moduleTarget(module, location.search);
  const external = target !== null && isExternal(target);
  useEffect(() => {
    if (external && target) window.location.assign(target);
  }, [external, target]);
  if (!target) return <Navigate to="/mine/index" replace />;
  if (external) return null;
  return <Navigate to={target} replace />;
}

export { ModuleRedirect as Component };
