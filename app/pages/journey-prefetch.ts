// The code a journey needs after its first screen, fetched once that screen has painted: the
// views of its other steps (a result, a list, a detail: widgets/lazy-views.ts), the result
// steps' actions (app/actions/), the confirm steps' authenticators (app/auth/) and the request
// validators of the contracts its steps submit (generated/journeys/<journey>/requests.js). They are
// not on the first screen, and the customer reads and fills the first step meanwhile, so a
// Confirm tap or the result step does not wait for a round trip. Each is also loaded on demand
// (a step view suspends on it, an action or an authenticator waits for it): a prefetch that is
// slow or fails only delays that step, and a failed fetch is asked for again the next time.
import type { Flow } from '../../engine/core';
import { preloadViews } from '../../widgets/lazy-views';
import { requestChecksPending } from '../flows';

/** A module fetched once; a failed fetch is forgotten, so the next use asks again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** The authenticators' module (app/auth/authenticators.ts). */
export const loadAuthenticators = once(() => import('../auth/authenticators'));

/** The named actions of result, detail and list buttons (app/actions/step-actions.ts). */
export const loadStepActions = once(() => import('../actions/step-actions'));

/** What of the flow's later steps needs code of its own: their step kinds, whether a button runs an action, whether a step asks for a second factor. */
export function laterCode(flow: Flow): { kinds: string[]; actions: boolean; auth: boolean } {
  const kinds = new Set<string>();
  let actions = false;
  let auth = false;
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, v] of Object.entries(value)) {
        if (key === 'action' && typeof v === 'string') actions = true;
        else if (key === 'auth' && typeof v === 'string' && v !== 'none') auth = true;
        else visit(v);
      }
    }
  };
  for (const step of Object.values(flow.steps)) {
    kinds.add(step.kind);
    visit(step);
  }
  return { kinds: [...kinds], actions, auth };
}

const prefetched = new WeakSet<Flow>();

/** Fetches the flow's later steps' code, once per definition; failures are left to the step that needs it. */
export function prefetchJourneyCode(flow: Flow): void {
  if (prefetched.has(flow)) return;
  prefetched.add(flow);
  const ignore = () => undefined;
  const { kinds, actions, auth } = laterCode(flow);
  void preloadViews(kinds);
  if (actions) void loadStepActions().catch(ignore);
  if (auth) void loadAuthenticators().catch(ignore);
  void requestChecksPending(flow.id)?.catch(ignore);
}

/**
 * Runs `task` once the browser is idle after painting the current frame (a timer where there is
 * no requestIdleCallback, as on Safari); the returned function cancels it.
 */
export function whenIdleAfterPaint(task: () => void): () => void {
  let cancel = () => undefined as void;
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(task, { timeout: 2000 });
      cancel = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(task, 50);
      cancel = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancel();
  };
}
