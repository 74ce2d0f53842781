// The step views that load on demand, by step kind. A journey's first screen carries the form
// and confirm views (the first step of most journeys, and the step its Next leads to); the
// others travel in chunks of their own. The route index names the view a journey's first step
// needs, so a journey that opens on a list or a detail fetches it beside the journey's chunk
// (app/routing/routes.tsx); once a journey's first step has painted, the views of its other
// steps are fetched while the customer reads it (app/pages/journey-prefetch.ts), so a later
// step does not wait for them.
// Kept free of static imports: the shell carries this table.
import type { ComponentType } from 'react';

// The views are React components of the run ({ run: FlowRun }); the table does not import the
// engine's types to stay out of the engine's chunk.
type View = ComponentType<never>;

export const lazyViewLoaders = {
  result: () => import('./renderers/ResultStepView').then((m) => m.ResultStepView as View),
  list: () => import('./renderers/ListStepView').then((m) => m.ListStepView as View),
  detail: () => import('./renderers/DetailStepView').then((m) => m.DetailStepView as View),
  // Document pages (help, terms, tips) and the verification pages: a few journeys each.
  document: () => import('./renderers/DocumentStepView').then((m) => m.DocumentStepView as View),
  verification: () => import('./renderers/VerificationStepView').then((m) => m.VerificationStepView as View),
};

export type LazyViewKind = keyof typeof lazyViewLoaders;

const loading = new Map<LazyViewKind, Promise<View>>();
const arrived = new Map<LazyViewKind, View>();

export function isLazyView(kind: string): kind is LazyViewKind {
  return Object.hasOwn(lazyViewLoaders, kind);
}

/**
 * The view's code, fetched once: the same promise until it has arrived (a view that suspends
 * on it waits for this one request). A failed fetch is forgotten, so the next render asks again.
 */
export function loadView(kind: LazyViewKind): Promise<View> {
  let load = loading.get(kind);
  if (!load) {
    load = lazyViewLoaders[kind]().then(
      (view) => {
        arrived.set(kind, view);
        return view;
      },
      (error: unknown) => {
        loading.delete(kind);
        throw error;
      },
    );
    loading.set(kind, load);
  }
  return load;
}

/** The view, if its code has arrived. */
export function arrivedView(kind: LazyViewKind): View | undefined {
  return arrived.get(kind);
}

/** Whether the views of these step kinds have arrived (kinds that are not lazy count as there). */
export function viewsArrived(kinds: readonly string[]): boolean {
  return kinds.every((kind) => !isLazyView(kind) || arrived.has(kind));
}

/** Fetches the views of these step kinds; resolves once they have arrived or failed (the step then asks again when it renders). */
export function preloadViews(kinds: readonly string[]): Promise<void> {
  return Promise.all(kinds.filter(isLazyView).map((kind) => loadView(kind).catch(() => undefined))).then(() => undefined);
}
