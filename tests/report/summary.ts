// The end of `npm test`: how long each phase took, the slowest tests, the flaky ones, and one
// closing line of counts.
import type { TestResult } from './results';

export interface PhaseTime {
  name: string;
  seconds: number;
  ok: boolean;
  /** Run side by side with the other phases of its stage. */
  together?: boolean;
}

const SLOWEST = 15;

function minutes(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds - m * 60);
  return m ? `${m} min ${String(s).padStart(2, '0')} s` : `${s} s`;
}

export function formatSummary(phases: PhaseTime[], totalSeconds: number, tests: TestResult[], phaseCount: number): string {
  const width = Math.max(...phases.map((p) => p.name.length), '(later phases)'.length);
  const lines = ['', 'Phase'.padEnd(width) + '  time          result'];
  for (const p of phases) lines.push(`${p.name.padEnd(width)}  ${minutes(p.seconds).padEnd(12)}  ${p.ok ? 'ok' : 'FAILED'}${p.together ? '  (side by side)' : ''}`);
  if (phases.length < phaseCount) lines.push(`${'(later phases)'.padEnd(width)}  ${''.padEnd(12)}  not run`);
  lines.push(`${'total'.padEnd(width)}  ${minutes(totalSeconds)}`);

  const ran = tests.filter((t) => t.status !== 'skipped');
  if (ran.length) {
    lines.push('', `The ${Math.min(SLOWEST, ran.length)} slowest tests:`);
    for (const t of [...ran].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)) {
      lines.push(`${t.seconds.toFixed(1).padStart(7)} s  ${t.phase.padEnd(8)}  ${t.name}`);
    }
  }
  const flaky = tests.filter((t) => t.status === 'flaky');
  lines.push('', `Flaky (passed only on a retry): ${flaky.length}`);
  for (const t of flaky) lines.push(`  ${t.name}`);

  const count = (status: TestResult['status']) => tests.filter((t) => t.status === status).length;
  const failedPhases = phases.filter((p) => !p.ok).length;
  lines.push('', `skipped: ${count('skipped')}`);
  // A phase that failed without a test of its own (the linter, the type check) counts as one.
  lines.push(`tests: ${count('passed') + count('flaky')} passed, ${count('failed') || failedPhases} failed`);
  return lines.join('\n');
}
