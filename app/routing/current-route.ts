// The route on screen, as the shell sees it: its page sets it once its chunk has loaded
// (app/routing/RoutePage.tsx); the layout reads the title from it and Back reads the flow it
// runs. The page's own subtree gets the same handle through RouteHandleContext.
import { createContext, useContext } from 'react';
import { makeAutoObservable, observableRef } from 'mobx';
import type { RouteHandle } from './route-handle';

export class CurrentRoute {
  handle: RouteHandle = {};
  /** The path whose page set the handle: until the new page has loaded, the old one's. */
  path: string | undefined = undefined;

  constructor() {
    // A handle is replaced whole, never changed in place.
    makeAutoObservable(this, { handle: observableRef });
  }

  set(handle: RouteHandle, path?: string): void {
    this.handle = handle;
    this.path = path;
  }
}

export const RouteHandleContext = createContext<RouteHandle>({});

/** The handle of the route whose page this component is part of. */
export function useRouteHandle(): RouteHandle {
  return useContext(RouteHandleContext);
}
