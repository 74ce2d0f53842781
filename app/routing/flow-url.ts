// Which URL shows which step: a step lives at its route; when several steps share a route
// (input and confirm at transfer-create) the later ones add ?step={id}, so browser back and
// reload land on the right one.
import type { Flow, FlowRun } from '../../engine/core';

export function firstStepOfRoute(flow: Flow, route: string): string | undefined {
  return Object.entries(flow.steps).find(([, step]) => step.route === route)?.[0];
}

export function stepFromUrl(flow: Flow, pathname: string, search: string): string | undefined {
  const named = new URLSearchParams(search).get('step');
  if (named && flow.steps[named]?.route === pathname) return named;
  return firstStepOfRoute(flow, pathname);
}

export function withoutStep(search: string | Record<string, string>): Record<string, string> {
  const params = new URLSearchParams(search);
  params.delete('step');
  return Object.fromEntries(params);
}

export function urlOfStep(run: FlowRun): string {
  const route = run.step.route;
  const params = new URLSearchParams(run.query);
  params.delete('step');
  if (firstStepOfRoute(run.flow, route) !== run.stepId) params.set('step', run.stepId);
  const text = params.toString();
  return text ? `${route}?${text}` : route;
}

export function sameQuery(a: Record<string, string>, b: Record<string, string>): boolean {
  const ka = Object.keys(a).sort();
  const kb = Object.keys(b).sort();
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k]);
}
