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
    const owner = entry.path.slice(0, -1);
    const own = owner.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], JSON.parse(out)) as Record<string, unknown>;
    // A property's ui that named only its widget goes whole.
    const next = Object.keys(own).length === 1 ? removeMember(out, owner) : removeMember(out, entry.path);
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
