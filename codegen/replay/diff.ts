// Readable differences between what a fixture expects and what the run did, one line per
// path in the unified-diff convention: "- path: expected" then "+ path: actual".
import { isDeepStrictEqual } from 'node:util';
import { flatten } from './paths';

export function show(value: unknown): string {
  return value === undefined ? '(missing)' : JSON.stringify(value);
}

/** Every path where the two values differ; empty when they are equal. */
export function diffLines(expected: unknown, actual: unknown): string[] {
  const exp = flatten(expected);
  const act = flatten(actual);
  const lines: string[] = [];
  const keys = [...exp.keys(), ...[...act.keys()].filter((k) => !exp.has(k))];
  for (const key of keys) {
    const inExp = exp.has(key);
    const inAct = act.has(key);
    if (inExp && inAct && isDeepStrictEqual(exp.get(key), act.get(key))) continue;
    if (inExp) lines.push(`- ${key}: ${show(exp.get(key))}`);
    if (inAct) lines.push(`+ ${key}: ${show(act.get(key))}`);
  }
  return lines;
}

/**
 * Where `actual` fails to contain `expected`: objects may hold more keys than expected,
 * arrays and scalars must match exactly (an extra list row is a real difference).
 */
export function subsetLines(expected: unknown, actual: unknown, path = ''): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(expected) && isObject(actual)) {
    return Object.entries(expected).flatMap(([key, value]) => subsetLines(value, actual[key], path ? `${path}.${key}` : key));
  }
  if (Array.isArray(expected) && Array.isArray(actual) && expected.length === actual.length) {
    return expected.flatMap((value, i) => subsetLines(value, actual[i], path ? `${path}.${i}` : String(i)));
  }
  if (isDeepStrictEqual(expected, actual)) return [];
  return [`- ${path || '(root)'}: ${show(expected)}`, `+ ${path || '(root)'}: ${show(actual)}`];
}

/** Indents diff lines under a problem headline. */
export function block(headline: string, lines: string[]): string {
  return [headline, ...lines.map((line) => `    ${line}`)].join('\n');
}
