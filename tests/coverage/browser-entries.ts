// Chromium's coverage as the end-to-end phase saved it (tests/e2e/support/browser-coverage.ts):
// per page, each of the app's scripts by its address, with V8's counts and a digest of the
// text the page ran. The text itself is not saved per page (the same megabytes for every test):
// the script is the built file in dist/ at the same path, read once here, and its .map leads
// back to the TypeScript. A script that no longer matches dist/ (built again since) is left
// out and said so, rather than mapped through the wrong file. Chunks none of whose sources is
// a product file (React, the kit's vendors) are left out before any mapping.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { productFolderOf, REPO } from './scope';

/** One script of one page, as written by the end-to-end fixture. */
export interface SavedScript {
  url: string;
  /** Of the text the page ran; null when Chromium no longer had the text to give. */
  sha1: string | null;
  functions: unknown[];
}

export const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

type Built = { kind: 'product'; url: string; source: string; sha1: string } | { kind: 'vendor' } | { kind: 'missing' };

/** Whether the built file's source map names at least one product file. */
function mapsProductCode(file: string): boolean {
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return false;
  const { sources = [], sourceRoot = '' } = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources?: string[]; sourceRoot?: string };
  return sources.some((source) => productFolderOf(path.relative(REPO, path.resolve(path.dirname(file), sourceRoot, source))) !== undefined);
}

function readBuilt(dist: string, pathname: string): Built {
  const file = path.join(dist, decodeURIComponent(pathname));
  if (!file.startsWith(dist + path.sep) || !fs.existsSync(file)) return { kind: 'missing' };
  if (!mapsProductCode(file)) return { kind: 'vendor' };
  const source = fs.readFileSync(file, 'utf8');
  return { kind: 'product', url: pathToFileURL(file).href, source, sha1: sha1(source) };
}

/** Each page's product scripts as V8 entries of the built files, ready for the merge. */
export function* readBrowserPages(dir: string, dist: string): Generator<Array<{ url: string; source: string; functions: unknown[] }>> {
  if (!fs.existsSync(dir)) return;
  const built = new Map<string, Built>();
  const stale = new Set<string>();
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const scripts = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as SavedScript[];
    const entries = [];
    for (const script of scripts) {
      const pathname = new URL(script.url).pathname;
      if (!built.has(pathname)) built.set(pathname, readBuilt(dist, pathname));
      const file = built.get(pathname)!;
      if (file.kind === 'vendor') continue;
      if (file.kind === 'missing' || (script.sha1 !== null && file.sha1 !== script.sha1)) {
        stale.add(pathname);
        continue;
      }
      entries.push({ url: file.url, source: file.source, functions: script.functions });
    }
    if (entries.length) yield entries;
  }
  if (stale.size) console.warn(`browser coverage: left out ${stale.size} script(s) that dist/ no longer holds as they ran (built again since?): ${[...stale].slice(0, 5).join(', ')}`);
}
