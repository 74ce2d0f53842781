// `npm run replay [fixture.json ...] [name filter ...] [--coverage]`: checks every fixture's
// format, replays it, prints one line per fixture and a summary; exits 1 when anything failed.
// --coverage also prints, per flow, the paths of its step graph that passing fixtures walk and
// those they do not (tests/replay/coverage.ts).
import path from 'node:path';
import { fixtureFiles, loadFixtures } from './load';
import { relativeToRepo } from './files';
import { replayFixture } from './replay';
import { flowsById } from './flows';
import { PathTracker, coverageReport, formatCoverage } from './coverage';

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

async function main(args: string[]): Promise<number> {
  const coverage = args.includes('--coverage');
  args = args.filter((a) => a !== '--coverage');
  const walked = new Map<string, Set<string>>();
  const paths = args.filter((a) => a.endsWith('.json')).map((a) => path.resolve(a));
  const filters = args.filter((a) => !a.endsWith('.json')).map((a) => a.toLowerCase());
  const loaded = loadFixtures(paths.length ? paths : fixtureFiles());
  const selected = filters.length
    ? loaded.filter((l) => filters.some((f) => (l.fixture?.name ?? l.file).toLowerCase().includes(f)))
    : loaded;

  let passed = 0;
  let failed = 0;
  for (const item of selected) {
    const name = item.fixture?.name ?? relativeToRepo(item.file);
    const tracker = new PathTracker();
    const problems = item.fixture && !item.problems.length ? (await replayFixture(item.fixture, { observe: tracker.observe })).problems : item.problems;
    if (problems.length === 0) {
      passed += 1;
      const flowId = item.fixture!.flow;
      const seen = walked.get(flowId) ?? new Set<string>();
      for (const p of tracker.walked) seen.add(p);
      walked.set(flowId, seen);
      console.log(`✓ ${name}`);
    } else {
      failed += 1;
      console.log(`✗ ${name}`);
      console.log(indent(`in ${relativeToRepo(item.file)}`));
      for (const problem of problems) console.log(indent(problem));
    }
  }
  if (selected.length === 0) console.log(`no fixture matches ${args.join(' ') || 'tests/fixtures/**/*.json'}`);
  console.log(`${passed} passed, ${failed} failed`);
  if (coverage) console.log(`\n${formatCoverage(coverageReport(flowsById(), walked))}`);
  return failed > 0 || selected.length === 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
