// Benchmark: what publishing a journey sends to a browser (docs/publishing.md). Each journey's
// definition as the build ships it is compiled as a published version would be (the bank's
// bundle compiler), and its entry with the parts it imports is set beside the build's own chunk
// for the same definition with the chunks only it imports. The budget is the journey page's
// (frame + journey), which publishing enforces; the detail says how the bundle compares with
// the build's chunk, which shares ajv's runtime helpers with the rest of the app.
import fs from 'node:fs';
import path from 'node:path';
import { compileBundle, journeyPageBytes } from '../server/services/bank/flow-registry/bundle';
import { BUDGET_JOURNEY_KB, closure, gzipBytes, journeyFrameKeys, KB, readManifest } from '../build-tools/page-weight';
import { flowHash } from '../codegen/lib/journey-names';
import { defaultFlowFiles } from '../codegen/lib/flows';
import { DIST, REPO } from './lib/paths';
import { emit, isMain, type BenchRow } from './lib/result';

const JOURNEYS = ['transfer.create', 'bill.pay-new', 'account.overview'];

/** The journey's file in flows/ (its schema references are relative to it). */
function flowFileOf(id: string): string {
  const file = defaultFlowFiles().find((f) => (JSON.parse(fs.readFileSync(f, 'utf8')) as { id?: unknown }).id === id);
  if (!file) throw new Error(`no flow ${id} in flows/`);
  return path.relative(REPO, file);
}

export async function runPublishedBundle(): Promise<BenchRow[]> {
  if (!fs.existsSync(path.join(DIST, '.vite', 'manifest.json'))) throw new Error('dist/ is missing: npm run build first');
  const manifest = readManifest(DIST);
  const frame = closure(manifest, journeyFrameKeys(manifest));
  const rows: BenchRow[] = [];
  for (const id of JOURNEYS) {
    const json = fs.readFileSync(path.join(REPO, 'generated', 'journeys', id, 'flow.json'), 'utf8');
    const bundle = await compileBundle(json, flowFileOf(id), flowHash(json));
    // The entry and what it imports statically (not the part it loads on demand).
    const entry = bundle.files.find((f) => f.entry)!;
    const imported = bundle.files.filter((f) => !f.entry && new RegExp(`from"\\./${f.name.replace(/[.]/g, '\\.')}"`).test(entry.code));
    const published = [entry, ...imported].reduce((sum, f) => sum + gzipBytes(f.code), 0);
    const built = [...closure(manifest, [`../generated/journeys/${id}/index.js`])].filter((f) => !frame.has(f)).reduce((sum, f) => sum + gzipBytes(fs.readFileSync(path.join(DIST, f))), 0);
    const page = journeyPageBytes(bundle)! - bundle.gzipBytes + published;
    rows.push({
      name: `published journey ${id}: page JS with the bundle (gzip)`,
      value: page / KB,
      unit: 'kB',
      budget: { kind: 'max', limit: BUDGET_JOURNEY_KB },
      detail: `bundle ${(published / KB).toFixed(1)} kB (${bundle.files.length} files, ${imported.length} imported by the entry) vs the build's chunk ${(built / KB).toFixed(1)} kB: ${((published / built - 1) * 100).toFixed(1)} %`,
    });
  }
  return rows;
}

if (isMain(import.meta.url)) emit(await runPublishedBundle());
