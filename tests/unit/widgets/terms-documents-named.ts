// The terms documents the journeys name: every `ui:options.document` of a terms widget in the
// expanded flows codegen writes (generated/journeys/*/flow.json: fragments and shared parts
// resolved, so a document named inside a fragment counts too), with its journey.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FLOWS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../generated/journeys');

function jsonFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : e.name === 'flow.json' ? [path.join(dir, e.name)] : []));
}

function collect(node: unknown, found: string[]): void {
  if (Array.isArray(node)) for (const item of node) collect(item, found);
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    const options = record['ui:options'] as Record<string, unknown> | undefined;
    if (record['ui:widget'] === 'terms' && typeof options?.document === 'string') found.push(options.document);
    for (const value of Object.values(record)) collect(value, found);
  }
}

export function namedTermsDocuments(): { file: string; document: string }[] {
  return jsonFiles(FLOWS).flatMap((file) => {
    const found: string[] = [];
    collect(JSON.parse(fs.readFileSync(file, 'utf8')), found);
    return found.map((document) => ({ file: path.relative(FLOWS, file), document }));
  });
}
