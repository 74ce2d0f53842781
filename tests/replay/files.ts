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
