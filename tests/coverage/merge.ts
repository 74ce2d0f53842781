// One V8 conversion for every phase's coverage (monocart-coverage-reports): the entries of all
// the processes and pages that ran a product file are merged, mapped through their source maps
// to the TypeScript the file is written in, and turned into Istanbul's figures for that file
// (lines, branches, functions, statements). Product files nothing ran are added at 0%, so the
// totals are those of the whole product, not of what the tests happened to load. A second
// pass folds what two transforms placed apart (fold-duplicates.ts) and writes the reports.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CoverageReport, type CoverageReportOptions, type CoverageResults } from 'monocart-coverage-reports';
import { transformWithEsbuild } from 'vite';
import { readBrowserPages } from './browser-entries';
import { foldDuplicates, type FileCoverage } from './fold-duplicates';
import { COVERAGE_DIR, DIST, PRODUCT_FOLDERS, RAW, REPO, REPORT_DIR, productFolderOf } from './scope';

/** Where the first pass leaves Istanbul's data of the merged V8 coverage. */
const MERGED_DIR = path.join(COVERAGE_DIR, 'raw/merged');

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name));
}

const NAME = 'Retail banking: unit tests, fixture replay and end-to-end';

const v8Pass: CoverageReportOptions = {
  name: NAME,
  outputDir: MERGED_DIR,
  baseDir: REPO,
  cleanCache: true,
  logging: 'error',
  reports: [['json', { file: 'coverage-final.json' }]],
  // What ran: product modules (Node and Vitest record them by their own path) and the built
  // chunks the browser ran (browser-entries.ts). Not Node's internals, the installed packages,
  // the tests or generated code.
  entryFilter: (entry) => {
    if (!entry.url.startsWith('file:')) return false;
    const file = path.relative(REPO, fileURLToPath(entry.url));
    return productFolderOf(file) !== undefined || (file.startsWith(`dist${path.sep}`) && file.endsWith('.js'));
  },
  // Of what the source maps unpack, the product's files only (tests and generated code ran too).
  sourceFilter: (sourcePath) => productFolderOf(sourcePath) !== undefined,
  all: {
    dir: PRODUCT_FOLDERS.map((folder) => path.join(REPO, folder)),
    filter: (filePath: string) => productFolderOf(path.relative(REPO, filePath)) !== undefined,
    // A file no test loaded is still TypeScript: compiled (with a map back) so that its
    // branches and statements are found and counted as missed, as they are for loaded files.
    transformer: async (entry: { url: string; source: string; sourceMap?: unknown }) => {
      const file = new URL(entry.url).pathname;
      const result = await transformWithEsbuild(entry.source, file, { loader: file.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', sourcemap: true, format: 'esm' });
      entry.sourceMap = { ...result.map, sources: [entry.url], sourcesContent: [entry.source] };
      entry.source = result.code;
    },
  },
};

/** Merges what the phases recorded under coverage/raw and writes the reports. */
export async function mergeCoverage(): Promise<CoverageResults> {
  const report = new CoverageReport(v8Pass);
  // Vitest: V8 entries with the module as Vite transformed it and its map (vitest-provider.ts).
  for (const file of jsonFiles(RAW.vitest)) await report.add(JSON.parse(fs.readFileSync(file, 'utf8')));
  // Node processes run through tsx: NODE_V8_COVERAGE files, with the maps Node kept for them
  // and the code tsx produced, saved beside them by MCR's loader hook (phases.ts).
  await report.addFromDir(RAW.replay);
  await report.addFromDir(RAW.server);
  // Chromium: each page's entries, pointed at the built file (and its .map) in dist/.
  for (const entries of readBrowserPages(RAW.browser, DIST)) await report.add(entries);
  if (!(await report.generate())) throw new Error('no coverage was recorded by any phase');

  const merged = JSON.parse(fs.readFileSync(path.join(MERGED_DIR, 'coverage-final.json'), 'utf8')) as Record<string, FileCoverage>;
  const folded = Object.fromEntries(Object.entries(merged).map(([file, coverage]) => [file, foldDuplicates(coverage)]));
  // Istanbul's HTML pages to browse, lcov for editors and review tools.
  const reports = new CoverageReport({ name: NAME, outputDir: REPORT_DIR, baseDir: REPO, cleanCache: true, logging: 'error', reports: [['html', { subdir: 'html' }], 'lcovonly'] });
  await reports.add(folded);
  const results = await reports.generate();
  if (!results) throw new Error('the merged coverage gave no report');
  return results;
}
