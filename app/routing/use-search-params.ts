// The address's query as react-router's useSearchParams gives it, for the app's pages. Not
// imported from react-router for the reason in ./hash-router.tsx: its hook shares a module
// with <Link> and <Form>, which would then stay on every page.
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';

type Init = Record<string, string> | URLSearchParams;

export function useSearchParams(): [URLSearchParams, (next: Init | ((current: URLSearchParams) => Init), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: Init | ((current: URLSearchParams) => Init), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
