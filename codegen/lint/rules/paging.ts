// paging: a paged list's `paging.load` is one of the step's loads, `items` points into that
// load's answer (so the next page can be joined on), and its contract takes pageNo and
// pageSize. Otherwise the list would load once and never page, silently.
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

export const pagingRule: Rule = {
  id: 'paging',
  description: "a list's paging names one of its loads, items under it, and a contract with pageNo/pageSize",
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      const paging = step.paging;
      if (!isObject(paging) || typeof paging.load !== 'string') continue;
      const loads = Array.isArray(step.load) ? step.load.filter(isObject) : [];
      const load = loads.find((l) => l.into === paging.load);
      if (!load) {
        out.push({ location: `steps.${id}.paging.load`, message: `paging.load "${paging.load}" is not the "into" of a load of this step` });
        continue;
      }
      const [root, stepId, into] = String(step.items ?? '').split('.');
      // items into a load the step does not have is bad-path's finding; here: another load's answer.
      const intoALoad = root === 'loaded' && stepId === id && loads.some((l) => l.into === into);
      if (intoALoad && into !== paging.load) {
        out.push({ location: `steps.${id}.items`, message: `items "${String(step.items)}" must read loaded.${id}.${paging.load}... for the pages to join` });
      }
      const request = typeof load.tx === 'string' ? ctx.contract(load.tx)?.request : undefined;
      const props = isObject(request) && isObject(request.properties) ? request.properties : undefined;
      if (props && !(props.pageNo && props.pageSize)) {
        out.push({ location: `steps.${id}.paging`, message: `${String(load.tx)} takes no pageNo/pageSize: it cannot page` });
      }
    }
    return out;
  },
};
