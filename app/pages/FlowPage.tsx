// The page of every flow route: finds (or starts, or resumes) the run of the route's flow,
// keeps the URL and the run's step in step with each other, and renders the step.
import { useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useNavigate, useNavigationType } from 'react-router';
import { FlowStepView } from '../../engine/react';
import type { Flow, FlowRun, RunRegistry } from '../../engine/core';
import { useServices, type AppServices } from '../services';
import { flowById } from '../flows';
import { useRouteHandle } from '../routing/current-route';
import { sameQuery, stepFromUrl, urlOfStep, withoutStep } from '../routing/flow-url';
import { directVisit } from '../routing/direct-visit';
import { useTranslation } from 'react-i18next';
import { FlowKitProvider } from './FlowKitProvider';
import { createRunRegistry } from './run-registry';
import { prefetchJourneyCode, whenIdleAfterPaint } from './journey-prefetch';

/** The run a flow route shows: the flow's run, or a new one where the address asks for it. */
function runAt(runs: RunRegistry, flow: Flow, pathname: string, search: string): FlowRun {
  const query = withoutStep(search);
  const current = runs.get(flow, { query });
  const startRoute = flow.steps[flow.start]!.route;
  const finished = current.status === 'done' || current.status === 'cancelled';
  const atStartUrl = pathname === startRoute && !new URLSearchParams(search).has('step');
  // A finished run restarts from the start page; an unstarted one follows its link's query.
  // An unstarted run made on another version of the journey (a newer one was published) is replaced too.
  const stale = current.history.length === 0 && (!sameQuery(withoutStep(current.query), query) || current.flow !== flow);
  return (finished && atStartUrl) || stale ? runs.get(flow, { query, fresh: true }) : current;
}

/**
 * The first screen's run starts loading its step's data before the app first renders (the
 * reads themselves went out with the page's chunk: app/routing/early-loads.ts), so the step
 * renders once, with its data, instead of a loading state first. Not for a journey the
 * customer must log on to first: the route sends them to the log-on page.
 */
export function startRunAt(services: AppServices, flowId: string, pathname: string, search: string): void {
  const flow = flowById(flowId);
  if (!flow || (flow.login === true && !services.session.isLogon)) return;
  const runs = services.runs.registry(() => createRunRegistry(services));
  const run = runAt(runs, flow, pathname, search);
  startedBeforeRender.set(run, run.stepId);
  void run.start();
}

/**
 * Runs started before the first render, with the step they started on: the page does not start
 * that step again when it mounts (a list or detail step would read the bank a second time).
 */
const startedBeforeRender = new WeakMap<object, string>();

/** Runs `task` after the browser has painted the current frame; the returned function cancels it. */
function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export const FlowPage = observer(function FlowPage() {
  const handle = useRouteHandle();
  const flow = handle.flowId ? flowById(handle.flowId) : undefined;
  if (!flow) return <Navigate to="/mine/index" replace />;
  return <FlowRoute flowId={flow.id} />;
});

const FlowRoute = observer(function FlowRoute({ flowId }: { flowId: string }) {
  const services = useServices();
  const runs = services.runs.registry(() => createRunRegistry(services));
  const flow = flowById(flowId)!;
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const { t } = useTranslation();
  /** The journey whose start page says why the customer is there (a deep link to a later page). */
  const [startNotice, setStartNotice] = useState<string | undefined>();
  const run = useMemo(() => runAt(runs, flow, location.pathname, location.search), [runs, flow, location.pathname, location.search]);

  const seen = useRef({ stepId: run.stepId, depth: run.history.length, run });

  // Once the first step shows (its data in, its view painted), the code of the journey's other
  // steps is fetched while the customer reads it.
  const shown = !run.awaitingData;
  useEffect(() => (shown ? whenIdleAfterPaint(() => prefetchJourneyCode(flow)) : undefined), [shown, flow]);

  useEffect(() => {
    const early = startedBeforeRender.get(run);
    startedBeforeRender.delete(run);
    if (early === run.stepId) return;
    void run.start();
  }, [run, run.stepId]);

  useEffect(() => {
    const last = seen.current;
    const runMoved = last.run === run && last.stepId !== run.stepId;
    seen.current = { stepId: run.stepId, depth: run.history.length, run };
    const urlStep = stepFromUrl(flow, location.pathname, location.search);
    if (urlStep === run.stepId) return;
    if (runMoved) {
      setStartNotice(undefined);
      // The customer moved the run (Next, Confirm, Amend): the URL follows, once the new step
      // is on screen. Changing the address (pushState and the router's render) inside the
      // click's task held the next step's first paint back by 20 to 40 ms at 4× CPU.
      const replace = run.history.length < last.depth;
      const from = window.location.hash;
      return afterNextPaint(() => {
        // The customer went elsewhere before the paint (a link, the address bar, Back): that
        // address wins; putting the step's back would take them where they did not ask to go.
        if (window.location.hash === from) navigate(urlOfStep(run), { replace });
      });
    }
    // The URL moved (browser back, a reload, a deep link): the run follows where it may.
    if (urlStep && navigationType === 'POP' && run.step.noBack && run.status === 'done') {
      runs.discard(flow.id);
      navigate(run.step.backTo?.startsWith('/') ? run.step.backTo : flow.steps[flow.start]!.route, { replace: true });
      return;
    }
    const visit = directVisit({ stepId: run.stepId, history: run.history, isBusy: run.holdsBack, noBack: run.step.noBack === true, start: flow.start }, urlStep);
    if (visit.go === 'back' && run.backToStep(visit.stepId)) return;
    if (visit.go === 'start') {
      // Said on the start page itself, until the customer moves on: a toast would be gone
      // with the step's loading indicator, which clears the kit's toasts when its reads end.
      setStartNotice(visit.notice ? flow.id : undefined);
      const query = new URLSearchParams(withoutStep(location.search)).toString();
      const start = flow.steps[flow.start]!.route;
      navigate(query ? `${start}?${query}` : start, { replace: true });
      return;
    }
    navigate(urlOfStep(run), { replace: true });
  }, [run, run.stepId, location.pathname, location.search, navigationType, flow, navigate, runs]);

  return (
    <FlowKitProvider>
      {startNotice === flow.id && run.stepId === flow.start && (
        <p role="status" className="info-notice">
          {t('flow.startHere')}
        </p>
      )}
      <FlowStepView run={run} />
    </FlowKitProvider>
  );
});

export { FlowPage as Component };
