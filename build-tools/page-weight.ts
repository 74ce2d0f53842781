// What a page's scripts weigh, read from the build's manifest: shared by the bundle benchmark
// (bench/bundle.ts) and by the bank, which refuses to publish a journey whose page would go over
// the same budget (server/services/bank/flow-registry/bundle.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ON_DEMAND_OPS, onDemandOps } from '../engine/core/logic-ops-on-demand';
import { ROUTE_SHARDS, routeShard } from '../app/routing/route-shard';

export const KB = 1000; // kB as Vite's build report prints them, so the two can be compared directly.
/** The log-on page's scripts (gzip). */
export const BUDGET_FIRST_SCREEN_KB = 150;
/** One journey's form step after log-on, with everything it loaded (gzip). */
export const BUDGET_JOURNEY_KB = 250;
/** Everything but the journeys' own chunks (gzip). */
export const BUDGET_SHARED_KB = 600;

/** The texts of the default language: every page's entry loads them. */
export const TEXTS_KEY = 'i18n/texts/zh-TW.ts';
const SHELL_KEY = 'start.tsx';
const FLOW_PAGE_KEY = 'pages/FlowPage.tsx';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: vite.config.ts must keep build.manifest`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
export function closure(manifest: Manifest, keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the Vite manifest`);
    if (into.has(chunk.file)) continue;
    if (chunk.file.endsWith('.js')) into.add(chunk.file);
    closure(manifest, chunk.imports ?? [], into);
  }
  return into;
}

/**
 * The manifest keys of what every page shares: the shell (app/start.tsx, which the entry loads)
 * and the flow page, each a lazily loaded module whose chunk and static imports the bundler
 * chooses. Keyed by source, so the figures do not depend on how the chunks are named or grouped.
 */
export function sharedChunkKeys(manifest: Record<string, { file: string; name?: string }>): { shell: string; flowPage: string } {
  for (const key of [SHELL_KEY, FLOW_PAGE_KEY]) if (!manifest[key]) throw new Error(`no ${key} in the Vite manifest`);
  return { shell: SHELL_KEY, flowPage: FLOW_PAGE_KEY };
}

/** The manifest key of the route index's chunk that holds `key` (a route's path or a flow id: app/routing/route-shard.ts). */
export function routeShardKey(key: string): string {
  return `../generated/journeys/routes-${String(routeShard(key)).padStart(2, '0')}.ts`;
}

/**
 * What every journey page loads around the journey's own code: the entry, the shell, the texts,
 * the route index's chunk of its route and the flow page. Without a route, every chunk of the
 * index (a figure for any route of a journey, as when the index was one chunk).
 */
export function journeyFrameKeys(manifest: Manifest, route?: string): string[] {
  const { shell, flowPage } = sharedChunkKeys(manifest);
  const index = route === undefined ? Array.from({ length: ROUTE_SHARDS }, (_, n) => `../generated/journeys/routes-${String(n).padStart(2, '0')}.ts`) : [routeShardKey(route)];
  return ['index.html', shell, TEXTS_KEY, ...index, flowPage];
}

/** Widgets that are their own chunk (widgets/index.ts lazyWidget): loaded by the forms that name them. */
export const LAZY_WIDGETS: Record<string, string> = {
  'qr-scan': 'widgets/qr/QrScanWidget.tsx',
  merchant: 'widgets/merchant/MerchantField.tsx',
  payee: 'widgets/payee/payee-and-bank.ts',
  bank: 'widgets/payee/payee-and-bank.ts',
  file: 'widgets/file/FileWidget.tsx',
};

/** Step views that are their own chunk (widgets/lazy-views.ts): loaded beside the journey when its first step shows one. */
export const LAZY_VIEWS: Record<string, string> = {
  result: 'widgets/renderers/ResultStepView.tsx',
  list: 'widgets/renderers/ListStepView.tsx',
  detail: 'widgets/renderers/DetailStepView.tsx',
  document: 'widgets/renderers/DocumentStepView.tsx',
  verification: 'widgets/renderers/VerificationStepView.tsx',
};

/**
 * Every chunk a journey's route loads: the entry, the route index (the chunk of `route`, or all
 * of it without one), the flow page, the journey's
 * own chunk (`journeyKey`, its manifest key), the lazy widgets its forms name, its first step's
 * view when that is one of its own chunk, and the modules of
 * the on-demand logic operations its flow needs before it shows, each with its static imports. Read from the manifest, so the figure follows the route's loader as the router does.
 */
export function journeyFiles(dist: string, manifest: Manifest, journeyKey: string, route?: string): Set<string> {
  const files = closure(manifest, [...journeyFrameKeys(manifest, route), journeyKey]);
  const journeySource = fs.readFileSync(path.join(dist, manifest[journeyKey]!.file), 'utf8');
  for (const [name, src] of Object.entries(LAZY_WIDGETS)) {
    if (new RegExp(`"ui:(?:widget|field)":\\s*"${name}"`).test(journeySource)) closure(manifest, [`../${src}`], files);
  }
  // The JSON Logic operations the flow needs before it shows (the phone rules named outside its
  // checks; those only checks name load beside the first screen), read from its generated flow.
  const flowFile = path.join(path.dirname(path.resolve(import.meta.dirname, '..', 'app', manifest[journeyKey]!.src ?? journeyKey)), 'flow.json');
  const flow = JSON.parse(fs.readFileSync(flowFile, 'utf8')) as { start: string; steps: Record<string, { kind: string }> };
  const firstView = LAZY_VIEWS[flow.steps[flow.start]?.kind ?? ''];
  if (firstView) closure(manifest, [`../${firstView}`], files);
  const { beforeShow } = onDemandOps(flow as never);
  for (const op of beforeShow) closure(manifest, [`../engine/core/${ON_DEMAND_OPS[op]}.ts`], files);
  return files;
}

/** What the bank sends a browser that accepts brotli: the .br written at build time (build-tools/precompress.ts). */
export const brotliSize = (file: string): number => (fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size);

// zlib's default level (6): what Vite's build report and a typical server's compression use.
export const gzipBytes = (code: string | Buffer): number => zlib.gzipSync(code).length;
