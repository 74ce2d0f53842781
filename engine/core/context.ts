// The run context: one object that every mapping, condition and displayed field reads.
// Paths are plain dotted strings and conditions are JSON Logic data, so nothing is ever
// evaluated as code (the app runs under a CSP without 'unsafe-eval').
import jsonLogic from 'json-logic-js';
import type { Mapping, Source } from './flow-types';
import './logic-ops';

export interface RunContext {
  data: Record<string, unknown>;
  loaded: Record<string, Record<string, unknown>>;
  response: Record<string, unknown>;
  query: Record<string, string>;
  user: unknown;
  item?: unknown;
  now: string;
}

export function resolvePath(ctx: object, path: string): unknown {
  let cur: unknown = ctx;
  for (const part of path.split('.')) {
    if (cur === null || cur === undefined || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

export function evaluateLogic(rule: unknown, ctx: object): unknown {
  if (typeof rule === 'boolean') return rule;
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, ctx);
}

export function evaluateSource(ctx: object, source: Source): unknown {
  if (typeof source === 'string') return resolvePath(ctx, source);
  if ('const' in source) return source.const;
  return evaluateLogic(source.logic, ctx);
}

/** Builds an object from a mapping; dotted target keys nest, undefined and '' values are left out. */
export function applyMapping(ctx: object, mapping: Mapping | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!mapping) return out;
  for (const [target, source] of Object.entries(mapping)) {
    const value = evaluateSource(ctx, source as Source);
    if (value === undefined || value === '') continue;
    setPath(out, target, value);
  }
  return out;
}

export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = target;
  parts.slice(0, -1).forEach((part) => {
    const next = cur[part];
    if (next === null || typeof next !== 'object') cur[part] = {};
    cur = cur[part] as Record<string, unknown>;
  });
  cur[parts[parts.length - 1] as string] = value;
}
