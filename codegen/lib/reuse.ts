// What counts as a copy in flows/, on the files as written (references not expanded): shared by
// the linter's reuse rules (lint/reuse.ts), the codemod that removes copies (share-copies.ts) and
// `npm run flows:stats`, so all three agree on what a copied text and a copied block are.
//   text   an object whose keys are exactly the locales, each a string: { "zh-TW", "zh-CN", "en" }
//   block  an object or array (not a text, not a reference) of BLOCK_LINES or more lines when
//          printed with two-space indentation, so the measure does not depend on how a file is
//          laid out
import { asRef } from './flow-refs';
import { isObject } from './json';

export const BLOCK_LINES = 20;

export type JsonPath = (string | number)[];

export function isText(value: unknown, locales: readonly string[]): value is Record<string, string> {
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === locales.length && locales.every((l, i) => keys[i] === l && typeof value[l] === 'string');
}

/** One string per text: equal texts (in every locale) have equal keys. */
export function textId(text: Record<string, string>, locales: readonly string[]): string {
  return JSON.stringify(locales.map((l) => text[l]));
}

/** Every inline text of a value (a flow, a fragment, a code table), with where it stands. */
export function inlineTexts(value: unknown, locales: readonly string[]): { path: JsonPath; text: Record<string, string> }[] {
  const out: { path: JsonPath; text: Record<string, string> }[] = [];
  const walk = (node: unknown, path: JsonPath): void => {
    if (isText(node, locales)) out.push({ path, text: node });
    else if (Array.isArray(node)) node.forEach((item, i) => walk(item, [...path, i]));
    else if (isObject(node) && !asRef(node)) for (const [k, v] of Object.entries(node)) walk(v, [...path, k]);
  };
  walk(value, []);
  return out;
}

export interface Block {
  path: JsonPath;
  /** The block printed with two-space indentation: equal blocks have equal ids. */
  id: string;
  lines: number;
}

/** Every block of `minLines` or more lines inside a value (not the value itself), outermost first. */
export function blocksOf(value: unknown, locales: readonly string[], minLines = BLOCK_LINES): Block[] {
  const out: Block[] = [];
  const walk = (node: unknown, path: JsonPath): void => {
    if (node === null || typeof node !== 'object' || asRef(node) || isText(node, locales)) return;
    if (path.length) {
      const id = JSON.stringify(node, null, 2);
      const lines = id.split('\n').length;
      if (lines < minLines) return;
      out.push({ path, id, lines });
    }
    for (const [k, v] of Object.entries(node)) walk(v, [...path, Array.isArray(node) ? Number(k) : k]);
  };
  walk(value, []);
  return out;
}

/** Whether `inner` lies inside (or is) `outer`. */
export function within(inner: JsonPath, outer: JsonPath): boolean {
  return outer.length <= inner.length && outer.every((seg, i) => inner[i] === seg);
}
