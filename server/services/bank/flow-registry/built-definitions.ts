// The definitions the build ships for money-moving codes, read from the code generation's
// journey modules (generated/journeys/<flow>/index.js, `provenance`). A client that is not the
// app (the bank's own tests, the benchmarks, a load run) names one of these in its requests,
// as the app does, because the bank serves no money-moving request that names none.
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR } from '../../../../codegen/lib/paths.js';

let byCode: Map<string, string> | undefined;

function readAll(): Map<string, string> {
  const found = new Map<string, string>();
  const dir = path.join(GENERATED_DIR, 'journeys');
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory()) continue;
    const index = fs.readFileSync(path.join(dir, entry.name, 'index.js'), 'utf8');
    const provenance = /export const provenance = (.*);/.exec(index)?.[1];
    const parsed = provenance ? (JSON.parse(provenance) as { flow: string; tx: string[] } | null) : null;
    // The first journey (by id) that submits a code names it, as the router picks a route's owner.
    for (const code of parsed?.tx ?? []) if (!found.has(code)) found.set(code, parsed!.flow);
  }
  return found;
}

/** `<flow id>@<version>#<hash>` of a built journey that submits `code`, if any does. */
export function builtDefinitionFor(code: string): string | undefined {
  byCode ??= readAll();
  return byCode.get(code);
}
