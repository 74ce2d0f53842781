// Where the replay finds things: the repository root, resolved from this file so the
// runner works from any working directory.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES_DIR = path.join(REPO_ROOT, 'tests', 'fixtures');
export const FIXTURE_SCHEMA_FILE = path.join(REPO_ROOT, 'schemas', 'fixture.schema.json');

/** Every *.json under `dir`, sorted, so the runner's output order is stable. */
export function listJsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listJsonFiles(full);
      return entry.isFile() && entry.name.endsWith('.json') ? [full] : [];
    })
    .sort();
}

export function relativeToRepo(file: string): string {
  return path.relative(REPO_ROOT, file);
}

/** The fixtures of one journey (their `flow`), in the runner's order; a file that does not parse is left to the format check. */
export function fixtureFilesOf(flowId: string, dir: string = FIXTURES_DIR): string[] {
  return listJsonFiles(dir).filter((file) => {
    try {
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as { flow?: unknown }).flow === flowId;
    } catch {
      return false;
    }
  });
}
