// Which flow definitions a money-moving request may name (docs/publishing.md). The request's
// header says `<flow id>@<version>#<hash>`; the bank accepts:
// - the baseline the build ships (generated/journeys/<flow>/flow.json, the file the app runs);
// - an intact version of the registry that is published, or retired (runs finish on it);
// - in the sandbox only, the definition on disk in flows/ (the studio's saved tabs run it before
//   a build). A bank in production has no studio and accepts none of those.
// Anything else (a forged or altered hash, a draft, an unknown journey) is refused before the
// contract's own checks, and nothing moves.
import fs from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR } from '../../../../codegen/lib/paths.js';
import type { AppContext } from '../../../context.js';
import { savedDefinition } from '../../../studio/flow-files.js';
import { flowHash, journeyDir } from '../../../../codegen/lib/journey-names.js';
import type { FlowDefinition } from '../flow-provenance.js';
import { isRegisteredDefinition } from './registry.js';

const built = new Map<string, { number: number; hash: string } | null>();

/** The build's flow.json of a journey (the definition new runs get when nothing is published). */
export function builtFlowText(flowId: string): string | undefined {
  try {
    return fs.readFileSync(path.join(GENERATED_DIR, 'journeys', journeyDir(flowId), 'flow.json'), 'utf8');
  } catch {
    return undefined;
  }
}

/** The build's definition of a journey, read once (and again when a request names another, in case of a new build). */
export function builtDefinition(flowId: string, fresh = false): { number: number; hash: string } | null {
  if (!fresh && built.has(flowId)) return built.get(flowId)!;
  let found: { number: number; hash: string } | null = null;
  try {
    const json = builtFlowText(flowId);
    if (json === undefined) throw new Error('no build');
    const flow = JSON.parse(json) as { id?: unknown; version?: unknown };
    if (flow.id === flowId && typeof flow.version === 'number') found = { number: flow.version, hash: flowHash(json) };
  } catch {
    found = null;
  }
  built.set(flowId, found);
  return found;
}

const same = (a: { number: number; hash: string } | null | undefined, d: FlowDefinition) => !!a && a.number === d.version && a.hash === d.hash;

export async function acceptsDefinition(ctx: AppContext, definition: FlowDefinition): Promise<boolean> {
  if (same(builtDefinition(definition.flowId, false), definition)) return true;
  if (await isRegisteredDefinition(ctx, definition.flowId, definition.version, definition.hash)) return true;
  if (same(builtDefinition(definition.flowId, true), definition)) return true;
  if (!ctx.settings.production) {
    const saved = savedDefinition(definition.flowId);
    if (saved?.definition === `${definition.flowId}@${definition.version}#${definition.hash}`) return true;
  }
  return false;
}
