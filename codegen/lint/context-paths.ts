// Every run-context path a step reads, with where it is written: mapping sources, displayed
// fields, their currencies and codesFrom, list items, references, the `var`s of JSON Logic
// conditions (next, checks, button and verify conditions, authSkipWhen) and ui:options '...From'
// values.
import { isObject } from '../lib/json';
import type { PathSegment } from './location';
import { logicVars, walkJson } from './walk';

export interface PathUse {
  value: string;
  path: PathSegment[];
}

function sourcePaths(source: unknown, path: PathSegment[]): PathUse[] {
  if (typeof source === 'string') return [{ value: source, path }];
  if (isObject(source) && 'logic' in source) return logicVars(source.logic, [...path, 'logic']);
  return [];
}

function mappingPaths(mapping: unknown, path: PathSegment[]): PathUse[] {
  if (!isObject(mapping)) return [];
  return Object.entries(mapping).flatMap(([key, source]) => sourcePaths(source, [...path, key]));
}

function fieldPaths(field: unknown, path: PathSegment[]): PathUse[] {
  if (!isObject(field)) return [];
  const out = sourcePaths(field.value, [...path, 'value']);
  for (const key of ['currency', 'codesFrom']) if (typeof field[key] === 'string') out.push({ value: field[key] as string, path: [...path, key] });
  return out;
}

function uiOptionPaths(ui: unknown, path: PathSegment[]): PathUse[] {
  const out: PathUse[] = [];
  walkJson(ui, (node, at) => {
    if (at[at.length - 1] !== 'ui:options' || !isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key.endsWith('From') && typeof value === 'string') out.push({ value, path: [...at, key] });
    }
  }, path);
  return out;
}

export function stepContextPaths(stepId: string, step: Record<string, unknown>): PathUse[] {
  const at: PathSegment[] = ['steps', stepId];
  const out: PathUse[] = [];
  const list = (key: string): unknown[] => (Array.isArray(step[key]) ? (step[key] as unknown[]) : []);
  list('load').forEach((load, i) => out.push(...mappingPaths(isObject(load) ? load.request : undefined, [...at, 'load', i, 'request'])));
  if (isObject(step.submit)) {
    out.push(...mappingPaths(step.submit.request, [...at, 'submit', 'request']));
    out.push(...mappingPaths(step.submit.response, [...at, 'submit', 'response']));
  }
  out.push(...mappingPaths(step.defaults, [...at, 'defaults']));
  if (isObject(step.filter)) {
    out.push(...mappingPaths(step.filter.defaults, [...at, 'filter', 'defaults']));
    out.push(...uiOptionPaths(step.filter.ui, [...at, 'filter', 'ui']));
  }
  out.push(...uiOptionPaths(step.ui, [...at, 'ui']));
  list('fields').forEach((field, i) => out.push(...fieldPaths(field, [...at, 'fields', i])));
  for (const key of ['buttons', 'footer']) {
    list(key).forEach((button, i) => {
      if (!isObject(button)) return;
      out.push(...mappingPaths(button.query, [...at, key, i, 'query']));
      out.push(...mappingPaths(button.request, [...at, key, i, 'request']));
      out.push(...logicVars(button.when, [...at, key, i, 'when']));
    });
  }
  if (isObject(step.item)) {
    for (const key of ['title', 'subtitle', 'amount', 'status']) out.push(...fieldPaths(step.item[key], [...at, 'item', key]));
    if (isObject(step.item.link)) out.push(...mappingPaths(step.item.link.query, [...at, 'item', 'link', 'query']));
    const actions = Array.isArray(step.item.actions) ? step.item.actions : [];
    actions.forEach((action, i) => {
      if (!isObject(action)) return;
      out.push(...mappingPaths(action.query, [...at, 'item', 'actions', i, 'query']));
      out.push(...logicVars(action.when, [...at, 'item', 'actions', i, 'when']));
    });
  }
  out.push(...logicVars(step.authSkipWhen, [...at, 'authSkipWhen']));
  if (isObject(step.verify)) out.push(...logicVars(step.verify.when, [...at, 'verify', 'when']));
  // A verification step's business type and modes.
  for (const key of ['bizType', 'theMods']) if (step.kind === 'verification') out.push(...sourcePaths(step[key], [...at, key]));
  if (isObject(step.goTo)) out.push(...mappingPaths(step.goTo.query, [...at, 'goTo', 'query']));
  // A result step's rows: their items path and the fields of each row (item.*).
  if (isObject(step.rows)) {
    if (typeof step.rows.items === 'string') out.push({ value: step.rows.items, path: [...at, 'rows', 'items'] });
    if (isObject(step.rows.item)) for (const key of ['title', 'subtitle', 'status']) out.push(...fieldPaths(step.rows.item[key], [...at, 'rows', 'item', key]));
  }
  for (const key of ['items', 'reference']) {
    if (typeof step[key] === 'string') out.push({ value: step[key] as string, path: [...at, key] });
  }
  list('next').forEach((branch, i) => {
    if (isObject(branch)) out.push(...logicVars(branch.when, [...at, 'next', i, 'when']));
  });
  list('checks').forEach((check, i) => {
    if (isObject(check)) out.push(...logicVars(check.rule, [...at, 'checks', i, 'rule']));
  });
  return out;
}
