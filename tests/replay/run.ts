// `npm run replay [fixture.json ...] [name filter ...]`: checks every fixture's format,
// replays it, prints one line per fixture and a summary; exits 1 when anything failed.
import path from 'node:path';
import { fixtureFiles, loadFixtures } from './load';
import { relativeToRepo } from './files';
import { replayFixture } from './replay';

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}

async function main(args: string[]): Promise<number> {
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
    const problems = item.fixture && !item.problems.length ? (await replayFixture(item.fixture)).problems : item.problems;
    if (problems.length === 0) {
      passed += 1;
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
  return failed > 0 || selected.length === 0 ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
