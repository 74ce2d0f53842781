// Tests follow the code (docs/testing.md, "Where a test lives"): a bank test's folder under
// tests/unit/server/ is the path of the source folder it proves under server/, so a newcomer finds
// a behaviour's test from its source path and the other way round.
//   - every *.test.ts under tests/unit/server/ sits in a folder that exists under server/
//     (tests/unit/server/services/money/transfers/ for server/services/money/transfers/; the top
//     folder for the bank as a whole: its processes, its cluster);
//   - support/ holds the shared helpers and fixtures, and no test;
//   - no file sets a fixture with a top-level it.override/test.override: the bank's files share
//     the fixtures' module in a worker, and such an override stays for the files run after
//     (a file's own options: const it = test.extend({ bankOptions: ... }));
//   - every service folder (server/services/<wing>/<service>/) has a test in its own folder, or is
//     listed below with the test elsewhere that proves it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const TESTS = 'tests/unit/server';
const SUPPORT = `${TESTS}/support`;

/** Service folders proved by a test that lives elsewhere, with that test. */
const PROVED_ELSEWHERE: Record<string, string> = {
  // The branch list is the other half of the mortgage and branches area (ITSI098008/9).
  'server/services/bank/branches': 'tests/unit/server/services/money/mortgage/mortgage-branches.test.ts',
  // The sliding-window limit is shared by the bank's processes through the database.
  'server/services/bank/limits': 'tests/unit/server/shared-state.test.ts',
  // The risk refusals are the native app's lost-device and fraud reports.
  'server/services/customer/risk': 'tests/unit/server/services/customer/native/native-device.test.ts',
  // The skeleton every money-moving service runs on (transaction, lock, idempotency, factor,
  // posting): proved through its services, first of all the transfer's idempotency and ledger.
  'server/services/money/transactions': 'tests/unit/server/services/money/transfers/transfer.test.ts',
};

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    return entry.isDirectory() ? files(rel) : [rel];
  });
}

function dirs(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => `${dir}/${e.name}`);
}

/** The server folder a test file's folder mirrors: tests/unit/server/a/b/x.test.ts → server/a/b. */
export function mirroredSource(testFile: string): string {
  return path.posix.dirname(testFile).replace(/^tests\/unit\/server/, 'server');
}

/** The test files that are not where the rule puts them, each with what is wrong. */
export function misplaced(testFiles: string[], sourceDirs: Set<string>): string[] {
  return testFiles.flatMap((file) => {
    if (file.startsWith(`${SUPPORT}/`)) return [`${file}: support/ holds helpers, not tests`];
    const source = mirroredSource(file);
    return sourceDirs.has(source) ? [] : [`${file}: no source folder ${source}/`];
  });
}

/** Service folders with no test in their mirror folder and not listed as proved elsewhere. */
export function untested(serviceDirs: string[], testFiles: string[], elsewhere: Record<string, string>): string[] {
  const tested = new Set(testFiles.map(mirroredSource));
  return serviceDirs.filter((dir) => !tested.has(dir) && !(dir in elsewhere));
}

const testFiles = files(TESTS).filter((f) => f.endsWith('.test.ts') || f.endsWith('.test.tsx'));
const sourceDirs = new Set(['server', ...files('server').map((f) => path.posix.dirname(f))]);
const serviceDirs = dirs('server/services').flatMap((wing) => dirs(wing));

describe('tests follow the code', () => {
  it('puts every bank test in the folder of the source it proves', () => {
    expect(misplaced(testFiles, sourceDirs)).toEqual([]);
  });

  it('overrides no fixture at a file\'s top level', () => {
    const found = testFiles.filter((file) => /^(?:it|test)\.(?:override|scoped)\(/m.test(fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('has a test for every service folder, in its own folder or named below', () => {
    expect(untested(serviceDirs, testFiles, PROVED_ELSEWHERE)).toEqual([]);
  });

  it('names only tests that exist and folders that still need the exemption', () => {
    const tested = new Set(testFiles.map(mirroredSource));
    for (const [dir, test] of Object.entries(PROVED_ELSEWHERE)) {
      expect(serviceDirs, `${dir} is a service folder`).toContain(dir);
      expect(tested.has(dir), `${dir} has a test of its own now: remove it from the list`).toBe(false);
      expect(fs.existsSync(path.join(ROOT, test)), `${test} exists`).toBe(true);
    }
  });

  it('the checks catch what they look for', () => {
    const sources = new Set(['server', 'server/db', 'server/services/money/transfers']);
    expect(misplaced([
      `${TESTS}/db/postgres.test.ts`,
      `${TESTS}/services/money/transfers/fee.test.ts`,
      `${TESTS}/cluster.test.ts`,
      `${TESTS}/transfers/fee.test.ts`,
      `${SUPPORT}/helpers.test.ts`,
    ], sources)).toEqual([
      `${TESTS}/transfers/fee.test.ts: no source folder server/transfers/`,
      `${SUPPORT}/helpers.test.ts: support/ holds helpers, not tests`,
    ]);
    expect(untested(['server/services/money/fps', 'server/services/money/qr', 'server/services/bank/limits'], [`${TESTS}/services/money/qr/qr-payment.test.ts`], { 'server/services/bank/limits': 'x' })).toEqual(['server/services/money/fps']);
  });
});
