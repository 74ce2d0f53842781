// reached-from: a journey whose first page asks the bank about a record named in the address
// (a detail, an amend, a delete: ?id=...) says where a customer reaches it from, and that place
// is a route that exists. Opened without the id (a bookmark, a reload, a shared link), the page
// takes the customer there and says why (engine: missing-record) instead of sending the bank a
// request it can only refuse in its validator's words.
import { isObject } from '../../lib/json';
import { addFlow, appIndex, routeExists } from '../app-index';
import type { Finding, Rule } from '../types';

/** The required request fields the start step's loads fill from the address's query. */
function queryNeeds(ctx: Parameters<Rule['check']>[0], start: Record<string, unknown>): string[] {
  const needs: string[] = [];
  for (const load of Array.isArray(start.load) ? start.load : []) {
    if (!isObject(load) || typeof load.tx !== 'string' || !isObject(load.request)) continue;
    const required = ctx.contract(load.tx)?.request.required;
    const requiredFields = new Set(Array.isArray(required) ? required : []);
    for (const [target, source] of Object.entries(load.request)) {
      if (typeof source === 'string' && source.startsWith('query.') && requiredFields.has(target.split('.')[0])) needs.push(`${load.tx}.${target} (${source})`);
    }
  }
  return needs;
}

export const reachedFromRule: Rule = {
  id: 'reached-from',
  description: 'a first page that needs a record named in the address says where it is reached from (reachedFrom), a route that exists',
  check(ctx) {
    const flow = isObject(ctx.flow) ? ctx.flow : {};
    const start = typeof flow.start === 'string' ? ctx.steps.get(flow.start) : undefined;
    const out: Finding[] = [];
    const reachedFrom = flow.reachedFrom;
    if (typeof reachedFrom === 'string') {
      const routes = new Set(appIndex().routes);
      addFlow({ routes, queryTo: new Map() }, ctx.flow);
      if (!routeExists(routes, reachedFrom)) out.push({ location: 'reachedFrom', message: `"${reachedFrom}" is not a route of any flow step or app page` });
      return out;
    }
    const needs = start ? queryNeeds(ctx, start) : [];
    if (needs.length > 0) {
      out.push({
        location: 'reachedFrom',
        message: `the first page needs ${needs.join(', ')} from the address: say where a customer reaches it from (reachedFrom), where one opened without it is taken`,
      });
    }
    return out;
  },
};
