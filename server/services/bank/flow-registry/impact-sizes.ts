// The journey bundle's size before and after a draft, against the journey page's budget
// (docs/publishing.md, "Impact review"), measured as `npm run bench` measures them
// (bench/published-bundle.ts, build-tools/page-weight.ts): gzip bytes of the journey's own
// code, and of the page (the frame every journey page loads, plus that code).
import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { BUDGET_JOURNEY_KB, closure, gzipBytes, journeyFrameKeys, KB, readManifest } from '../../../../build-tools/page-weight.js';
import { journeyDir } from '../../../../codegen/lib/journey-names.js';
import { DIST_DIR } from '../../../config.js';
import { compileBundle, journeyFrameBytes } from './bundle.js';

export interface SideSize {
  /** Where the size comes from: a registry version's published bundle, the build's chunk, or this draft compiled now. */
  source: 'published' | 'build' | 'compiled';
  /** The journey's own code (gzip); null when there is nothing to measure (no build to read). */
  bytes: number | null;
  /** The journey page with it (gzip); null without a build. */
  pageBytes: number | null;
}

export interface BundleSizes {
  before: SideSize;
  after: SideSize;
  budgetBytes: number;
  /** The page after the draft is over the budget: publishing would refuse it. */
  overBudget: boolean;
}

interface Side {
  flowId: string;
  /** A registry version's number, or null for the build's baseline. */
  number: number | null;
  compiled: string;
  hash: string;
  path: string;
}

const page = (bytes: number | null): number | null => {
  const frame = journeyFrameBytes();
  return bytes === null || frame === undefined ? null : frame + bytes;
};

/** The build's chunk of the journey with the chunks only it imports (as `npm run bench` counts it). */
function builtChunkBytes(flowId: string): number | null {
  if (!fs.existsSync(path.join(DIST_DIR, '.vite', 'manifest.json'))) return null;
  const manifest = readManifest(DIST_DIR);
  const key = `../generated/journeys/${journeyDir(flowId)}/index.js`;
  if (!manifest[key]) return null;
  const frame = closure(manifest, journeyFrameKeys(manifest));
  return [...closure(manifest, [key])].filter((f) => !frame.has(f)).reduce((sum, f) => sum + gzipBytes(fs.readFileSync(path.join(DIST_DIR, f))), 0);
}

async function beforeSize(db: Kysely<Database>, side: Side): Promise<SideSize> {
  if (side.number === null) {
    const bytes = builtChunkBytes(side.flowId);
    return { source: 'build', bytes, pageBytes: page(bytes) };
  }
  const stored = await db.selectFrom('journey_bundles').select('code').where('flow_id', '=', side.flowId).where('number', '=', side.number).where('entry', '=', 1).executeTakeFirst();
  if (stored) return { source: 'published', bytes: gzipBytes(stored.code), pageBytes: page(gzipBytes(stored.code)) };
  // A registry version with no stored bundle (never published): compiled as publishing would.
  const bytes = (await compileBundle(side.compiled, side.path, side.hash)).gzipBytes;
  return { source: 'compiled', bytes, pageBytes: page(bytes) };
}

export async function bundleSizes(db: Kysely<Database>, before: Side, after: Side): Promise<BundleSizes> {
  const [was, bundle] = await Promise.all([beforeSize(db, before), compileBundle(after.compiled, after.path, after.hash)]);
  const pageAfter = page(bundle.gzipBytes);
  const budgetBytes = BUDGET_JOURNEY_KB * KB;
  return { before: was, after: { source: 'compiled', bytes: bundle.gzipBytes, pageBytes: pageAfter }, budgetBytes, overBudget: pageAfter !== null && pageAfter > budgetBytes };
}
