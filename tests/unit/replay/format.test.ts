// The fixture format (schemas/fixture.schema.json) and the command line: format mistakes are
// caught before replaying, and `npm run replay` prints the agreed summary and exit code.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../replay/files';
import { loadFixtureFile } from '../../replay/load';
import { realFixture } from './helpers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replay-format-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writeFixture(name: string, value: unknown): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(value));
  return file;
}

describe('fixture format', () => {
  it('refuses unknown keys, input with retry, and a credential with authCancel', () => {
    const fixture = realFixture('create-network-retry-en.json') as unknown as Record<string, unknown> & { steps: Array<Record<string, unknown>> };
    fixture.steps[0]!.inputs = {};
    fixture.steps[2]!.input = {};
    fixture.steps.push({ step: 'confirm', action: 'authCancel', auth: { method: 'mobile-token' } });
    const loaded = loadFixtureFile(writeFixture('bad.json', fixture));
    expect(loaded.fixture).toBeUndefined();
    const text = loaded.problems.join('\n');
    expect(text).toContain("/steps/0: must NOT have additional properties 'inputs'");
    expect(text).toContain('/steps/2: must NOT be valid');
    expect(text).toContain('/steps/3: must NOT be valid');
  });

  it('requires masks to declare a pattern', () => {
    const fixture = { ...realFixture('create-same-bank-en.json'), mask: [{ path: 'idempotencyKey' }] };
    const loaded = loadFixtureFile(writeFixture('no-pattern.json', fixture));
    expect(loaded.problems.join('\n')).toContain("/mask/0: must have required property 'pattern'");
  });
});

describe('npm run replay', () => {
  const run = (args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/replay/run.ts', ...args], { cwd: REPO_ROOT }).then(
      (r) => ({ code: 0, stdout: r.stdout }),
      (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
    );

  it('replays the fixtures a name filter selects and ends with the summary line', async () => {
    const { code, stdout } = await run(['Amend from confirm']);
    expect(code).toBe(0);
    expect(stdout.trim().split('\n')).toEqual(['✓ transfer.create Amend from confirm back to input (en)', '1 passed, 0 failed']);
  }, 30_000);

  it('exits 1 and indents the problems of a failing fixture', async () => {
    const fixture = realFixture('create-same-bank-en.json');
    fixture.name = 'broken amount';
    (fixture.calls[3]!.request as Record<string, unknown>).amount = 1;
    const { code, stdout } = await run([writeFixture('broken.json', fixture)]);
    expect(code).toBe(1);
    expect(stdout).toContain('✗ broken amount\n');
    expect(stdout).toMatch(/^ {8}- amount: 1$/m);
    expect(stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
  }, 30_000);
});
