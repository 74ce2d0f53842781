// Vitest's own V8 coverage (@vitest/coverage-v8), handed over raw instead of as Istanbul data,
// so it merges with the Node and Chromium phases in one V8 conversion (merge.ts): two
// converters' statement and branch maps for the same file would not line up when added.
//
// The provider collects V8 coverage in every worker exactly as usual; only its conversion step
// is replaced. For each covered product module it writes what V8 ran (the module as Vite
// transformed it, its source map, the wrapper's length) to coverage/raw/vitest, and gives
// Vitest an empty map, so Vitest's own reporters print and write nothing.
// Used by `npm run coverage` only (--coverage.provider=custom, tests/coverage/phases.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from '@vitest/coverage-v8';
import type { CoverageProvider, CoverageProviderModule } from 'vitest/node';
import { productFolderOf, REPO } from './scope';

interface ScriptCoverage {
  url: string;
  functions: unknown[];
  /** Length of the module runner's wrapper around the code (V8's offsets include it). */
  startOffset?: number;
}

/** The parts of @vitest/coverage-v8's provider used here (its own class, not exported as a type). */
interface V8Provider extends CoverageProvider {
  options: { reportsDirectory: string };
  createCoverageMap(): unknown;
  getSources(url: string, transform: (file: string) => Promise<unknown>, functions: unknown[]): Promise<{ code: string; map?: unknown }>;
  transformFile(file: string, project: unknown, environment: string): Promise<unknown>;
  convertCoverage(coverage: { result: ScriptCoverage[] }, project: unknown, environment: string): Promise<unknown>;
}

let written = 0;

const provider: CoverageProviderModule = {
  ...v8,
  async getProvider() {
    const base = (await v8.getProvider()) as V8Provider;
    base.convertCoverage = async (coverage, project, environment) => {
      const entries = [];
      for (const script of coverage.result) {
        if (!script.url.startsWith('file://')) continue;
        if (!productFolderOf(path.relative(REPO, fileURLToPath(script.url)))) continue;
        const { code, map } = await base.getSources(script.url, (file) => base.transformFile(file, project, environment), script.functions);
        // Without Vite's map the code is the file on disk, not what V8 ran: the offsets would not fit.
        if (!map) continue;
        entries.push({ url: script.url, scriptOffset: script.startOffset ?? 0, functions: script.functions, source: code, sourceMap: map });
      }
      mkdirSync(base.options.reportsDirectory, { recursive: true });
      written += 1;
      writeFileSync(path.join(base.options.reportsDirectory, `${environment}-${process.pid}-${written}.json`), JSON.stringify(entries));
      return base.createCoverageMap();
    };
    return base;
  },
};

export default provider;
