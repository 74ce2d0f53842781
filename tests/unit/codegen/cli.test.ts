// The command-line entries as npm runs them: exit codes and the printed lines.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN_DIR, ROOT } from './helpers';

const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const run = (script: string, args: string[] = []) =>
  spawnSync(TSX, [path.join(ROOT, 'codegen', script), ...args], { cwd: ROOT, encoding: 'utf8' });

describe('lint-flows.ts', () => {
  it('passes the real flows with a one-line summary', () => {
    const result = run('lint-flows.ts');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toMatch(/^lint:flows: \d+ flows, 0 problems$/);
  });

  it('prints "file: location: reason [rule]" and exits 1 for broken flows', () => {
    const files = ['missing-step.json', 'unknown-widget.json'].map((f) => path.join(BROKEN_DIR, f));
    const result = run('lint-flows.ts', files);
    expect(result.status).toBe(1);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toContain(
      'tests/unit/codegen/broken/missing-step.json: steps.input.next[1]: next step "nowhere" does not exist [missing-step]',
    );
    expect(lines.some((l) => l.startsWith('tests/unit/codegen/broken/unknown-widget.json: steps.input.ui.amount["ui:widget"]: '))).toBe(true);
    expect(result.stderr).toContain('lint:flows: 2 flows, 5 problems');
  });

  it('reports a file that cannot be read', () => {
    const result = run('lint-flows.ts', [path.join(BROKEN_DIR, 'no-such-flow.json')]);
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/^tests\/unit\/codegen\/broken\/no-such-flow\.json: \(file\): .*ENOENT/);
  });
});

describe('graph.ts', () => {
  it('prints a Mermaid state diagram per flow', () => {
    const result = run('graph.ts');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('## transfer.create v1');
    expect(result.stdout).toContain('```mermaid\nstateDiagram-v2\n  [*] --> input');
    expect(result.stdout.match(/```mermaid/g)?.length).toBeGreaterThanOrEqual(3);
  });
});
