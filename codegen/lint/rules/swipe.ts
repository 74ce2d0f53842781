// swipe: a list row's swipe action (`item.swipe`) opens a route whose step is a confirm step.
// Swiping is quick and easy to do by mistake; what it reveals deletes or cancels, so it must
// lead to the same confirmation the row's buttons lead to, never straight to the bank.
import fs from 'node:fs';
import { expandRefs } from '../../lib/flow-refs';
import { flowSteps } from '../../lib/flow-forms';
import { defaultFlowFiles } from '../../lib/flows';
import { isObject } from '../../lib/json';
import { sharedParts } from '../../lib/shared-parts';
import type { Finding, Rule } from '../types';

let kinds: Map<string, string> | undefined;

function addKinds(into: Map<string, string>, flow: unknown): void {
  for (const [, step] of flowSteps(flow)) {
    // The first step on a route is the one a link lands on.
    if (typeof step.route === 'string' && typeof step.kind === 'string' && !into.has(step.route)) into.set(step.route, step.kind);
  }
}

/** The kind of the step each flow route opens on, over every flow in flows/ (read once). */
function routeKinds(): Map<string, string> {
  if (kinds) return kinds;
  kinds = new Map();
  const parts = sharedParts();
  for (const file of defaultFlowFiles()) {
    try {
      const text = fs.readFileSync(file, 'utf8');
      const raw: unknown = JSON.parse(text);
      addKinds(kinds, text.includes('"$fragment"') ? expandRefs(raw, parts).value : raw);
    } catch {
      // the schema rule reports a file that is no JSON
    }
  }
  return kinds;
}

export const swipeRule: Rule = {
  id: 'swipe',
  description: "a row's swipe actions open a route whose step is a confirm step",
  check(ctx) {
    const out: Finding[] = [];
    const known = new Map(routeKinds());
    const own = new Map<string, string>();
    addKinds(own, ctx.flow);
    own.forEach((kind, route) => known.set(route, kind));
    for (const [id, step] of ctx.steps) {
      const swipe = isObject(step.item) ? step.item.swipe : undefined;
      if (!Array.isArray(swipe)) continue;
      swipe.forEach((action, i) => {
        if (!isObject(action) || typeof action.to !== 'string') return;
        const route = action.to.split('?')[0]!;
        const kind = known.get(route);
        // A route no flow has is unknown-route's finding.
        if (kind !== undefined && kind !== 'confirm') {
          out.push({ location: `steps.${id}.item.swipe[${i}].to`, message: `"${route}" opens a ${kind} step: a swipe action must lead to a confirm step` });
        }
      });
    }
    return out;
  },
};
