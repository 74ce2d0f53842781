// How Vitest groups the unit test files (vitest.config.ts), read from the files themselves so a
// new file lands in the right group by what it is:
//   bank      the sandbox bank's files (tests/unit/server): each builds in-memory banks from the
//             same server modules (3 MB of generated validators among them). They share one copy
//             of those modules per worker instead of importing them again for every file, which
//             took most of their time: about three times faster, and nothing they keep between
//             files (each test makes its own bank on its own database and clock).
//   plain     the other files that run in Node: pure functions (domain, codegen, the replay
//             runner, the bridge's rules), likewise sharing their modules per worker.
//   isolated  the files that run in a DOM (`@vitest-environment jsdom`), those that replace
//             modules (`vi.mock`), those that start the app's i18next (one instance per module
//             registry: a second start empties the texts the first one joined, so such a file
//             passed or failed by which file its worker had run before), and those that start
//             bank processes or database servers of their own: each in a fresh module registry,
//             as they need.
import fs from 'node:fs';
import path from 'node:path';

const UNIT = 'tests/unit';
const PROCESS_FILES = /^tests\/unit\/server\/(?:crash|cluster|db\/postgres|shared-state)\.test\.ts$/;

function testFiles(dir = UNIT): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function needsIsolation(file: string): boolean {
  if (PROCESS_FILES.test(file)) return true;
  const text = fs.readFileSync(file, 'utf8');
  return /@vitest-environment\s+jsdom/.test(text) || /\bvi\.(?:mock|doMock)\(/.test(text) || /\b(?:i18next\.init|setupI18n)\(/.test(text);
}

export function unitGroups(): { bank: string[]; plain: string[]; isolated: string[] } {
  const files = testFiles().sort();
  const isolated = files.filter(needsIsolation);
  const shared = files.filter((f) => !isolated.includes(f));
  return {
    bank: shared.filter((f) => f.startsWith(`${UNIT}/server/`)),
    plain: shared.filter((f) => !f.startsWith(`${UNIT}/server/`)),
    isolated,
  };
}
