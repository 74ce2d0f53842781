// `npx tsx codegen/codemods/drop-default-widgets.ts [files...]`: takes out of the flows every
// `ui:widget` / `ui:field` that names the widget the property's schema already chooses
// (codegen/lib/widget-choice.ts), and a property's ui entry that this leaves empty. The rest
// of each file stays as written. Safe to run again at any time (after a merge, say): the flow
// expansion writes the same defaults back, so what the engine receives does not change.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultFlowFiles } from '../lib/flows';
import { defaultEntries } from '../lib/flow-widgets';
import { rel } from '../lib/paths';
import { removeMember } from './json-members';

/** The flow's text without its default widget entries. */
export function dropDefaultWidgets(text: string): string {
  let out = text;
  // One at a time, from the parsed text as it now is: offsets move with each removal.
  for (;;) {
    const [entry] = defaultEntries(JSON.parse(out));
    if (!entry) return out;
    // A ui that named only its widget goes whole, and so does each one above it that this
    // leaves empty (a group's, a list's `items`), up to the property's own entry in the form's ui.
    const flow = JSON.parse(out) as unknown;
    const at = (p: (string | number)[]) => p.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], flow) as Record<string, unknown>;
    // The path's length at the property's entry: steps.<id>.ui.<property> or steps.<id>.filter.ui.<property>.
    const property = entry.path[2] === 'filter' ? 5 : 4;
    let target = entry.path;
    while (target.length > property && Object.keys(at(target.slice(0, -1))).length === 1) target = target.slice(0, -1);
    const next = removeMember(out, target);
    if (next === out) throw new Error(`could not remove ${entry.path.join('.')}`);
    out = next;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2).map((f) => path.resolve(f));
  let changed = 0;
  for (const file of args.length ? args : defaultFlowFiles()) {
    const text = fs.readFileSync(file, 'utf8');
    const next = dropDefaultWidgets(text);
    if (next === text) continue;
    fs.writeFileSync(file, next);
    changed += 1;
    console.log(`${rel(file)}: ${defaultEntries(JSON.parse(text)).length} default widget entries dropped`);
  }
  console.log(`${changed} flow files changed`);
}
