// Which source modules a built chunk's bytes come from, read from its source map: each mapped
// segment's bytes go to the module it maps to. A module's share of the chunk on the wire is its
// share of the chunk's raw bytes times the chunk's brotli size: brotli cannot be split by
// module, and this keeps a page's modules summing to the page. Used by the journey budgets
// check (tests/packaging/journey-budgets.ts) to name the modules that grew.
import fs from 'node:fs';
import path from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';

/** Bytes per source module of one built file (raw, minified). Unmapped bytes count as `(chunk)`. */
export function moduleBytes(file: string): Map<string, number> {
  const out = new Map<string, number>();
  const add = (key: string, n: number) => n > 0 && out.set(key, (out.get(key) ?? 0) + n);
  const mapFile = `${file}.map`;
  const code = fs.readFileSync(file, 'utf8');
  if (!fs.existsSync(mapFile)) {
    add('(chunk)', Buffer.byteLength(code));
    return out;
  }
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[]; sourceRoot?: string; mappings: string };
  const sources = map.sources.map((s) => normalise(path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', s)));
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  lines.forEach((line, i) => {
    const segments = decoded[i] ?? [];
    let at = 0;
    let owner = '(chunk)';
    for (const seg of segments) {
      add(owner, Buffer.byteLength(line.slice(at, seg[0])));
      at = seg[0];
      owner = seg.length >= 4 ? sources[seg[1]!]! : '(chunk)';
    }
    add(owner, Buffer.byteLength(line.slice(at)) + (i < lines.length - 1 ? 1 : 0));
  });
  return out;
}

/** A module's name relative to the repository, packages as `node_modules/<package>/<path>`. */
function normalise(abs: string): string {
  const nm = abs.lastIndexOf('/node_modules/');
  if (nm >= 0) return abs.slice(nm + 1);
  const relative = path.relative(path.resolve(import.meta.dirname, '..'), abs);
  // A build made in a copy of the sources (the packaging check's) names them from there.
  return relative.startsWith('..') ? (/\/((?:app|engine|widgets|domain|bridge|generated|build-tools|flows|schemas)\/.*)$/.exec(abs)?.[1] ?? relative) : relative;
}

/** The package a module belongs to (`node_modules/antd-mobile/...` → `antd-mobile`), or the module itself. */
export function packageOf(module: string): string {
  const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  return m ? m[1]! : module;
}
