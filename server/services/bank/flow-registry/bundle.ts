// Publishing compiles (docs/publishing.md): a version's code is made by the build's own code
// generation for that journey alone (codegen/gen/journeys.ts: the flow, its forms' validators
// and its contracts' request validators as standalone code) and bundled into one module whose
// name is its content hash. The browser
// imports it from this bank under the same Content-Security-Policy as every other script: the
// code is generated here, so the browser never compiles a schema and needs no `unsafe-eval`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { generateJourneys } from '../../../../codegen/gen/journeys.js';
import { loadContracts, loadEntities, type ApiContract } from '../../../../codegen/lib/catalog.js';
import { journeyDir } from '../../../../codegen/lib/journey-names.js';
import { assertNoDynamicCode } from '../../../../codegen/lib/standalone.js';
import { BUDGET_JOURNEY_KB, closure, gzipBytes, journeyFrameKeys, KB, readManifest } from '../../../../build-tools/page-weight.js';
import { DIST_DIR, REPO_ROOT } from '../../../config.js';

export interface BundleFile {
  name: string;
  entry: boolean;
  sha256: string;
  code: string;
}

export interface JourneyBundle {
  files: BundleFile[];
  /** The entry module's name: what the shell imports. */
  entry: string;
  /** The entry's size as sent with gzip. */
  gzipBytes: number;
}

// The browsers the build targets (Vite's default, "baseline widely available").
const TARGET = ['chrome107', 'edge107', 'firefox104', 'safari16'];

let catalog: { contracts: ApiContract[]; entities: Record<string, unknown>[] } | undefined;

export const sha256 = (code: string): string => crypto.createHash('sha256').update(code).digest('hex');

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Eight base-32 characters of a hex digest: a file name that changes whenever the content does. */
const hashName = (hex: string): string => [...Buffer.from(hex.slice(0, 10), 'hex')].reduce((bits, byte) => bits + byte.toString(2).padStart(8, '0'), '').match(/.{5}/g)!.map((b) => BASE32[parseInt(b, 2)]).join('');

/**
 * Compiles one version of a journey. `compiled` is the definition as the engine runs it (the
 * registry's `compiled` column); its fingerprint must be the one the bundle's requests will name.
 */
export async function compileBundle(compiled: string, flowPath: string, hash: string): Promise<JourneyBundle> {
  catalog ??= { contracts: loadContracts(), entities: loadEntities() };
  const flow = JSON.parse(compiled) as { id: string };
  const outputs = generateJourneys([{ file: flowPath, flow }], catalog.contracts, catalog.entities);
  const dir = journeyDir(flow.id);
  if (outputs[`journeys/${dir}/flow.json`] !== compiled) throw new Error(`${flow.id}: the code generation's flow.json differs from the version's compiled definition`);
  const provenance = /export const provenance = (.*);/.exec(outputs[`journeys/${dir}/index.js`] ?? '')?.[1];
  if (provenance !== 'null' && !provenance?.includes(`#${hash}"`)) throw new Error(`${flow.id}: the bundle would name another definition than #${hash}`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'journey-bundle-'));
  try {
    for (const [name, content] of Object.entries(outputs)) {
      if (!name.startsWith(`journeys/${dir}/`)) continue;
      const file = path.join(work, name);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, content);
    }
    // One self-contained module with its own copy of the few runtime helpers it uses.
    const one = async (entry: string, name: string, plugins: Plugin[] = []): Promise<BundleFile> => {
      const result = await build({
        entryPoints: [path.join(work, 'journeys', dir, entry)],
        bundle: true,
        format: 'esm',
        platform: 'browser',
        target: TARGET,
        minify: true,
        legalComments: 'none',
        // Texts in Chinese as UTF-8 rather than \u escapes, as the build writes them.
        charset: 'utf8',
        write: false,
        outfile: path.join(work, 'out', `${name}.js`),
        // The generated validators import ajv's runtime helpers: resolved from the bank's own modules.
        nodePaths: [path.join(REPO_ROOT, 'node_modules')],
        logLevel: 'silent',
        absWorkingDir: work,
        plugins,
      });
      const code = result.outputFiles[0]!.text;
      assertNoDynamicCode(name, code);
      const digest = sha256(code);
      // Named by content (base 32 of the digest's first bytes, as the build's chunk names are).
      return { name: `${name}-${hashName(digest)}.js`, entry: false, sha256: digest, code };
    };
    // The two format checks the validators use, not all of ajv-formats, as the app's build does (vite.config.ts).
    const browserFormats: Plugin = {
      name: 'ajv-formats-browser',
      setup(b) {
        b.onResolve({ filter: /^ajv-formats\/dist\/formats(?:\.js)?$/ }, () => ({ path: path.join(REPO_ROOT, 'build-tools', 'ajv-formats-browser.ts') }));
      },
    };
    const entry = { ...(await one('index.js', dir, [browserFormats])), entry: true };
    return { files: [entry], entry: entry.name, gzipBytes: gzipBytes(entry.code) };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

let frameBytes: number | undefined;

/**
 * The journey page's scripts with this bundle in place of the build's journey chunk: the
 * frame every journey page loads (entry, shell, texts, route index, flow page, from the build's
 * manifest) plus the bundle. Undefined when the bank serves no build.
 */
export function journeyPageBytes(bundle: Pick<JourneyBundle, 'gzipBytes'>): number | undefined {
  const frame = journeyFrameBytes();
  return frame === undefined ? undefined : frame + bundle.gzipBytes;
}

/** The frame every journey page loads around the journey's own code (gzip), or undefined without a build. */
export function journeyFrameBytes(): number | undefined {
  if (frameBytes === undefined) {
    if (!fs.existsSync(path.join(DIST_DIR, '.vite', 'manifest.json'))) return undefined;
    const manifest = readManifest(DIST_DIR);
    frameBytes = [...closure(manifest, journeyFrameKeys(manifest))].reduce((sum, file) => sum + gzipBytes(fs.readFileSync(path.join(DIST_DIR, file))), 0);
  }
  return frameBytes;
}

/** The page over the journey budget of `npm run bench`, or undefined when within it. */
export function overBudget(bundle: JourneyBundle): { kb: number; budgetKb: number } | undefined {
  const bytes = journeyPageBytes(bundle);
  if (bytes === undefined || bytes <= BUDGET_JOURNEY_KB * KB) return undefined;
  return { kb: Math.round(bytes / 100) / 10, budgetKb: BUDGET_JOURNEY_KB };
}
