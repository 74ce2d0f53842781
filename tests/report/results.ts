// The tests of a run, read from the runners' own JSON reports: Vitest's (Jest-compatible) and
// Playwright's. A Chromium test that failed and then passed on its retry is "flaky": it passes
// the run (the retry is a safety net) but is counted and named, so it gets fixed.
import fs from 'node:fs';
import path from 'node:path';

export type Status = 'passed' | 'failed' | 'skipped' | 'flaky';

export interface TestResult {
  phase: 'unit' | 'Chromium';
  name: string;
  seconds: number;
  status: Status;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string; duration?: number | null }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; tests: { status: string; results: { duration: number }[] }[] }[];
}

function readJson<T>(file: string): T | undefined {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
}

function vitestStatus(status: string): Status {
  if (status === 'passed') return 'passed';
  return status === 'failed' ? 'failed' : 'skipped';
}

export function vitestResults(report: VitestReport, root = process.cwd()): TestResult[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      phase: 'unit' as const,
      name: `${path.relative(root, file.name)} > ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
      status: vitestStatus(test.status),
    })),
  );
}

const PLAYWRIGHT_STATUS: Record<string, Status> = { expected: 'passed', unexpected: 'failed', flaky: 'flaky', skipped: 'skipped' };

export function playwrightResults(report: { suites: PlaywrightSuite[] }): TestResult[] {
  const out: TestResult[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        out.push({
          phase: 'Chromium',
          name: [spec.file, ...here.filter(Boolean), spec.title].join(' > '),
          // Every attempt's time: a retried test cost the run both.
          seconds: test.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
          status: PLAYWRIGHT_STATUS[test.status] ?? 'failed',
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  return out;
}

/** Vitest's report and Playwright's, one per Chromium phase (a missing file: the phase did not run). */
export function readResults(files: { vitest: string; e2e: string[] }): TestResult[] {
  const vitest = readJson<VitestReport>(files.vitest);
  const e2e = files.e2e.flatMap((file) => readJson<{ suites: PlaywrightSuite[] }>(file) ?? []);
  return [...(vitest ? vitestResults(vitest) : []), ...e2e.flatMap(playwrightResults)];
}
