// unknown-route: every link (list item link and row actions, navigate buttons, goTo, tabs) and
// every backTo that is a route must be a route that exists: a step route of some flow or a page of
// the app's route table (app/routing/page-loaders.ts), exact path. The router sends any other path to
// /mine/index, so a typo lands the customer on the home page instead of the journey.
import { addFlow, appIndex, flowLinks, routeExists } from '../app-index';
import type { Finding, Rule } from '../types';

export const unknownRouteRule: Rule = {
  id: 'unknown-route',
  description: 'link targets and backTo routes are routes of a flow step or of the app route table',
  check(ctx) {
    const out: Finding[] = [];
    const index = appIndex();
    // This flow's own routes count too (it may not be in flows/ yet, or be edited in memory).
    const routes = new Set(index.routes);
    addFlow({ routes, queryTo: new Map() }, ctx.flow);
    const known = (to: string): boolean => routeExists(routes, to);
    for (const link of flowLinks(ctx.flow)) {
      if (!known(link.to)) out.push({ location: link.location, message: `"${link.to}" is not a route of any flow step or app page, so the customer would land on /mine/index` });
    }
    for (const [id, step] of ctx.steps) {
      const backTo = step.backTo;
      if (typeof backTo === 'string' && backTo.startsWith('/') && !known(backTo)) {
        out.push({ location: `steps.${id}.backTo`, message: `backTo "${backTo}" is not a route of any flow step or app page` });
      }
    }
    return out;
  },
};
