// chart: every path a step's `charts` or a list's `nearby` reads leads where it must. A chart's
// `items` is a list in the context; its x value and each series read a field of that list's
// element (item.{field}), the series a number and x a number or a date text (a date-time text
// with x.format datetime); `currency` and a `decimals` path are context paths. A list's `nearby`
// latitude and longitude are numeric fields of the list element.
// A typo would draw an empty chart or a list that never sorts, and nothing else would notice.
import { isObject } from '../../lib/json';
import { itemSchemas, lookupContextPath } from '../data-schemas';
import { describeMissing, lookup, typesOf, type Schema } from '../schema-paths';
import type { Finding, LintContext, Rule } from '../types';
import { pathProblem } from './bad-path';

type Want = 'number' | 'number-or-date' | 'date-time';
const WANTED: Record<Want, string> = { number: 'a number', 'number-or-date': 'a number or a date', 'date-time': 'a date-time text' };

function checkItemPath(value: unknown, elements: Schema[], at: string, want: Want, out: Finding[]): void {
  if (typeof value !== 'string' || !value.startsWith('item.')) {
    out.push({ location: at, message: `"${String(value)}" must read a field of the list element (item.{field})` });
    return;
  }
  const segments = value.split('.').slice(1);
  const found = lookup(elements, segments);
  if ('missing' in found) {
    out.push({ location: at, message: `path "${value}": ${describeMissing(segments, found.missing, 'the list element')}` });
    return;
  }
  const types = typesOf(found.found);
  if (!types) return; // any type may come: nothing to say
  const ok = want === 'number' ? types.has('number') : want === 'date-time' ? types.has('string') : types.has('number') || types.has('string');
  if (!ok) out.push({ location: at, message: `path "${value}" is ${[...types].join(' or ')}, not ${WANTED[want]}` });
}

function listElements(ctx: LintContext, items: unknown, at: string, out: Finding[]): Schema[] | undefined {
  if (typeof items !== 'string') return undefined;
  const bad = pathProblem(ctx, items);
  if (bad) {
    out.push({ location: at, message: bad });
    return undefined;
  }
  const found = lookupContextPath(ctx, items);
  if (found.problem) {
    out.push({ location: at, message: `path "${items}": ${found.problem}` });
    return undefined;
  }
  const elements = itemSchemas(ctx, items);
  if (elements && !elements.length) {
    out.push({ location: at, message: `path "${items}" is not a list, so it has nothing to chart` });
    return undefined;
  }
  return elements;
}

export const chartRule: Rule = {
  id: 'chart',
  description: "charts read a list and numeric fields of its element; a list's nearby reads numeric positions",
  check(ctx) {
    const out: Finding[] = [];
    for (const [id, step] of ctx.steps) {
      const charts = Array.isArray(step.charts) ? step.charts : [];
      charts.forEach((chart, i) => {
        if (!isObject(chart)) return;
        const at = `steps.${id}.charts[${i}]`;
        const elements = listElements(ctx, chart.items, `${at}.items`, out);
        if (typeof chart.decimals === 'string') {
          const bad = pathProblem(ctx, chart.decimals) ?? lookupContextPath(ctx, chart.decimals).problem;
          if (bad) out.push({ location: `${at}.decimals`, message: `path "${chart.decimals}": ${bad}` });
        }
        if (typeof chart.currency === 'string') {
          const bad = pathProblem(ctx, chart.currency) ?? lookupContextPath(ctx, chart.currency).problem;
          if (bad) out.push({ location: `${at}.currency`, message: `path "${chart.currency}": ${bad}` });
        } else if (chart.format === 'money') {
          out.push({ location: `${at}.currency`, message: 'a money chart names the path of its currency' });
        }
        if (!elements) return;
        if (isObject(chart.x)) checkItemPath(chart.x.value, elements, `${at}.x.value`, chart.x.format === 'datetime' ? 'date-time' : 'number-or-date', out);
        const series = Array.isArray(chart.series) ? chart.series : [];
        series.forEach((s, j) => {
          if (isObject(s)) checkItemPath(s.value, elements, `${at}.series[${j}].value`, 'number', out);
        });
      });
      if (isObject(step.nearby)) {
        const elements = typeof step.items === 'string' && !pathProblem(ctx, step.items) ? itemSchemas(ctx, step.items) : undefined;
        if (elements?.length) {
          checkItemPath(step.nearby.latitude, elements, `steps.${id}.nearby.latitude`, 'number', out);
          checkItemPath(step.nearby.longitude, elements, `steps.${id}.nearby.longitude`, 'number', out);
        }
      }
    }
    return out;
  },
};
