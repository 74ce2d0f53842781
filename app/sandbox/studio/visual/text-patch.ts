// A visual edit changes the definition object; this writes that change back into the file's
// text touching only what changed, so the rest keeps its layout (one-line `{ "$text": … }`
// references, the order of keys) and the diff shows the edit alone. Pure: unit-tested.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Node {
  start: number;
  end: number;
  /** For an object: its properties with the range of each key-and-value; for an array: its items. */
  props?: { key: string; keyStart: number; value: Node }[];
  items?: Node[];
}

/** A small JSON scanner that keeps where each value stands in the text. */
function scan(text: string): Node {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
  };
  const str = () => {
    const start = i;
    i += 1;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (): Node => {
    ws();
    const start = i;
    const c = text[i];
    if (c === '{') {
      i += 1;
      const props: NonNullable<Node['props']> = [];
      ws();
      while (text[i] !== '}') {
        ws();
        const keyStart = i;
        const key = str();
        ws();
        i += 1; // ':'
        props.push({ key, keyStart, value: value() });
        ws();
        if (text[i] === ',') i += 1;
        ws();
      }
      i += 1;
      return { start, end: i, props };
    }
    if (c === '[') {
      i += 1;
      const items: Node[] = [];
      ws();
      while (text[i] !== ']') {
        items.push(value());
        ws();
        if (text[i] === ',') i += 1;
        ws();
      }
      i += 1;
      return { start, end: i, items };
    }
    if (c === '"') {
      str();
      return { start, end: i };
    }
    while (i < text.length && /[^\s,\]}]/.test(text[i]!)) i += 1;
    return { start, end: i };
  };
  return value();
}

interface Edit {
  from: number;
  to: number;
  insert: string;
}

function indentAt(text: string, pos: number): string {
  const lineStart = text.lastIndexOf('\n', pos - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/** A value written as the file writes new values: two spaces a level, from the given indent. */
function write(value: Json, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${indent}`);
}

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

function same(a: Json, b: Json): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function diff(text: string, node: Node, before: Json, after: Json, edits: Edit[]): void {
  if (same(before, after)) return;
  if (isObject(before) && isObject(after) && node.props) {
    const kept = node.props.filter((p) => p.key in after);
    // A changed key order (a field moved in a form's properties) is written whole.
    const order = Object.keys(after).filter((k) => k in before);
    // So is one that keeps none of its keys (a condition replaced by another).
    if (order.join('\u0000') !== kept.map((p) => p.key).join('\u0000') || (kept.length === 0 && Object.keys(after).length > 0)) {
      edits.push({ from: node.start, to: node.end, insert: write(after, indentAt(text, node.start)) });
      return;
    }
    node.props.forEach((p, n) => {
      if (p.key in after) return diff(text, p.value, before[p.key]!, after[p.key]!, edits);
      // Removed: with the comma and line break before it (or after it, for the first one).
      const prev = node.props![n - 1];
      const next = node.props![n + 1];
      if (prev) edits.push({ from: prev.value.end, to: p.value.end, insert: '' });
      else if (next) edits.push({ from: p.keyStart, to: next.keyStart, insert: '' });
      else edits.push({ from: node.start + 1, to: node.end - 1, insert: '' });
    });
    const added = Object.keys(after).filter((k) => !(k in before));
    if (added.length) {
      const last = [...node.props].reverse().find((p) => p.key in after);
      const inner = node.props[0] ? indentAt(text, node.props[0].keyStart) : `${indentAt(text, node.start)}  `;
      const body = added.map((k) => `${JSON.stringify(k)}: ${write(after[k]!, inner)}`).join(`,\n${inner}`);
      if (last) edits.push({ from: last.value.end, to: last.value.end, insert: `,\n${inner}${body}` });
      else edits.push({ from: node.start, to: node.end, insert: write(after, indentAt(text, node.start)) }); // was empty
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && node.items && before.length === after.length) {
    node.items.forEach((item, n) => diff(text, item, before[n]!, after[n]!, edits));
    return;
  }
  edits.push({ from: node.start, to: node.end, insert: write(after, indentAt(text, node.start)) });
}

/** The text changed to hold `after`, keeping every part that did not change as it was written. */
export function patchText(text: string, after: unknown): string {
  const before = JSON.parse(text) as Json;
  const edits: Edit[] = [];
  diff(text, scan(text), before, after as Json, edits);
  edits.sort((a, b) => b.from - a.from);
  let out = text;
  for (const e of edits) out = out.slice(0, e.from) + e.insert + out.slice(e.to);
  return out;
}
