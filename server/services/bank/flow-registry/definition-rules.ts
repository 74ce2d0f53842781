// The form rules of the definition a request names (form-rules.ts), found where the bank accepts
// definitions from (accepted.ts): the build's flow.json, an intact registry version, or in the
// sandbox the flow on disk. Kept per fingerprint, compiled once: a fingerprint's text never
// changes, and acceptance is checked before, so a forged name never fills the cache.
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../../context.js';
import { ROOT } from '../../../../codegen/lib/paths.js';
import { defaultFlowFiles } from '../../../../codegen/lib/flows.js';
import { flowHash } from '../../../../codegen/lib/journey-names.js';
import { savedDefinition } from '../../../studio/flow-files.js';
import type { FlowDefinition } from '../flow-provenance.js';
import { builtFlowText } from './accepted.js';
import { compileFormRules, type FormRules } from './form-rules.js';

const cache = new Map<string, Promise<FormRules | null>>();
let files: Map<string, string> | undefined;

/** The file in flows/ of a journey (its forms' `$ref`s are relative to it). */
function fileOf(flowId: string): string | undefined {
  if (!files) {
    files = new Map();
    for (const file of defaultFlowFiles()) {
      try {
        const id = (JSON.parse(fs.readFileSync(file, 'utf8')) as { id?: unknown }).id;
        if (typeof id === 'string' && !files.has(id)) files.set(id, file);
      } catch {
        // A file that does not parse is no journey's.
      }
    }
  }
  return files.get(flowId);
}

async function definitionOf(ctx: AppContext, d: FlowDefinition): Promise<{ flow: unknown; file: string } | null> {
  const built = builtFlowText(d.flowId);
  const file = fileOf(d.flowId);
  if (built !== undefined && file && flowHash(built) === d.hash) return { flow: JSON.parse(built), file };
  const row = await ctx.store.db
    .selectFrom('flow_versions')
    .select(['compiled', 'path'])
    .where('flow_id', '=', d.flowId)
    .where('number', '=', d.version)
    .where('hash', '=', d.hash)
    .executeTakeFirst();
  if (row && flowHash(row.compiled) === d.hash) return { flow: JSON.parse(row.compiled), file: path.resolve(ROOT, row.path) };
  if (!ctx.settings.production && file) {
    const saved = savedDefinition(d.flowId);
    if (saved?.definition === `${d.flowId}@${d.version}#${d.hash}`) return { flow: saved.flow, file };
  }
  return null;
}

/** The form rules of an accepted definition, or null when the bank holds no text for it. */
export function rulesOfDefinition(ctx: AppContext, d: FlowDefinition): Promise<FormRules | null> {
  const key = `${d.flowId}@${d.version}#${d.hash}`;
  let rules = cache.get(key);
  if (!rules) {
    rules = definitionOf(ctx, d).then((found) => (found ? compileFormRules(found.flow, found.file) : null));
    cache.set(key, rules);
    // Not kept when it failed (a database that did not answer): the next request tries again.
    rules.catch(() => cache.delete(key));
  }
  return rules;
}
