// What `npm run coverage` measures and where it keeps its files. One place, so the phases that
// record, the merge that reads and the table that sums all agree on the same product.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The product's folders, in the order the table prints them. */
export const PRODUCT_FOLDERS = ['app', 'engine', 'widgets', 'bridge', 'domain', 'server'] as const;
export type ProductFolder = (typeof PRODUCT_FOLDERS)[number];

/** Everything a run writes: reports at the top, what each phase recorded under raw/. */
export const COVERAGE_DIR = path.join(REPO, 'coverage');
export const RAW = {
  /** V8 entries with their transformed code and source map, written by vitest-provider.ts. */
  vitest: path.join(COVERAGE_DIR, 'raw/vitest'),
  /** NODE_V8_COVERAGE of the fixture replay (tests/replay/run.ts). */
  replay: path.join(COVERAGE_DIR, 'raw/replay'),
  /** NODE_V8_COVERAGE of the bank server that Playwright starts. */
  server: path.join(COVERAGE_DIR, 'raw/server'),
  /** Chromium's JS coverage, one file per page (tests/e2e/support/browser-coverage.ts). */
  browser: path.join(COVERAGE_DIR, 'raw/browser'),
} as const;
export const REPORT_DIR = path.join(COVERAGE_DIR, 'report');
export const SUMMARY_FILE = path.join(COVERAGE_DIR, 'summary.json');

/** The built front end the browser phase ran (vite build, with source maps). */
export const DIST = path.join(REPO, 'dist');

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/**
 * The product folder of a repo-relative path, if it is a product source file: TypeScript or
 * JavaScript in one of the folders, not a declaration file, nothing generated, tested or installed.
 */
export function productFolderOf(relativePath: string): ProductFolder | undefined {
  const file = relativePath.split(path.sep).join('/');
  if (!SOURCE.test(file) || file.endsWith('.d.ts')) return undefined;
  if (/(^|\/)(node_modules|generated|tests)\//.test(file)) return undefined;
  return PRODUCT_FOLDERS.find((folder) => file.startsWith(`${folder}/`));
}
