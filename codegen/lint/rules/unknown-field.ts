// unknown-field: every path a step reads must lead to a field of the schema it reads from: the
// contract's response for loaded./response., the form schema for data., the list element for
// item., the session user for user. (lint/data-schemas.ts). A typo ("item.availble") would show
// a blank on the customer's screen or send an empty field, and nothing else would notice. Also:
// a load's `pick` must be a field of its response, a list's `items` must be a list, and a
// form's ui:options '...From' that is not a context path is a field of the form's own data.
import { isObject } from '../../lib/json';
import { stepContextPaths, type PathUse } from '../context-paths';
import { contractSchema, formSchema, itemSchemas, lookupContextPath } from '../data-schemas';
import { location } from '../location';
import { describeMissing, lookup, type Schema } from '../schema-paths';
import type { Finding, LintContext, Rule } from '../types';
import { pathProblem } from './bad-path';

const ROOTS = new Set(['data', 'loaded', 'response', 'query', 'user', 'item', 'now']);

/** The list rows a path is read in: a list step's item.*, a result step's rows.item.*. */
function rowsOf(step: Record<string, unknown>, use: PathUse): unknown {
  const [, , a, b] = use.path;
  if (step.kind === 'list' && a === 'item') return step.items;
  if (a === 'rows' && b === 'item' && isObject(step.rows)) return step.rows.items; // result and confirm steps
  return undefined;
}

function checkUse(ctx: LintContext, stepId: string, step: Record<string, unknown>, use: PathUse, items: Map<unknown, Schema[] | undefined>): string | undefined {
  const root = use.value.split('.')[0]!;
  const key = use.path[use.path.length - 1];
  if (!ROOTS.has(root)) {
    // ui:options '...From' relative to the form's data (currencyFrom: "fromAccount.currency").
    if (typeof key !== 'string' || !key.endsWith('From')) return undefined; // a JSON Logic var inside some/all/map
    const schema = formSchema(ctx, stepId);
    const found = schema ? lookup(schema, use.value.split('.')) : undefined;
    return found && 'missing' in found ? `path "${use.value}": ${describeMissing(use.value.split('.'), found.missing, `the form data of step "${stepId}"`)}` : undefined;
  }
  if (pathProblem(ctx, use.value)) return undefined; // bad-path reports it
  const rows = rowsOf(step, use);
  if (!items.has(rows)) items.set(rows, rows === undefined ? undefined : itemSchemas(ctx, rows));
  if (root === 'item' && rows !== undefined && !items.get(rows)?.length) return undefined; // the list itself is unknown or no list
  const found = lookupContextPath(ctx, use.value, items.get(rows));
  return found.problem ? `path "${use.value}": ${found.problem}` : undefined;
}

export const unknownFieldRule: Rule = {
  id: 'unknown-field',
  description: 'paths lead to fields of the schema they read (contract response, form, list element, user)',
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      const items = new Map<unknown, Schema[] | undefined>();
      for (const use of stepContextPaths(id, step)) {
        const problem = checkUse(ctx, id, step, use, items);
        if (problem) out.push({ location: location(use.path), message: problem });
      }
      const loads = Array.isArray(step.load) ? step.load : [];
      loads.forEach((load, i) => {
        if (!isObject(load) || typeof load.tx !== 'string' || typeof load.pick !== 'string') return;
        const response = contractSchema(ctx, load.tx, 'response');
        const found = response && lookup(response, [load.pick]);
        if (found && 'missing' in found) out.push({ location: `steps.${id}.load[${i}].pick`, message: `pick ${describeMissing([load.pick], found.missing, `the ${load.tx} response`)}` });
      });
      for (const [rows, at] of [[step.items, `steps.${id}.items`], [isObject(step.rows) ? step.rows.items : undefined, `steps.${id}.rows.items`]] as const) {
        if (typeof rows !== 'string' || pathProblem(ctx, rows)) continue;
        const elements = itemSchemas(ctx, rows);
        if (elements && !elements.length) out.push({ location: at, message: `path "${rows}" is not a list, so it has no rows to show` });
      }
    }
    return out;
  },
};
