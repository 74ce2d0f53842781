// A journey's fixtures replayed against one definition of it (a draft the build does not ship),
// bounded: at most `maxFixtures` fixtures, and none started once `budgetMs` has passed, so a
// caller (the bank's impact review) never waits long. The definition's forms are compiled for
// the run (form-validators.ts); everything else is the replay the test runner uses (replay.ts).
import path from 'node:path';
import type { Flow } from '../../engine/core/flow-types';
import type { ReplayPlace } from './fixture';
import { REPO_ROOT, fixtureFilesOf, relativeToRepo } from './files';
import { compileFormValidators } from './form-validators';
import { loadFixtures } from './load';
import { replayFixture } from './replay';

export interface FixtureResult {
  name: string;
  file: string;
  /** passed; broke (with where and why); skipped (a limit was reached first); invalid (the file breaks the fixture format). */
  result: 'passed' | 'broke' | 'skipped' | 'invalid';
  at?: ReplayPlace;
  problems: string[];
}

export interface ReplayLimits {
  maxFixtures: number;
  budgetMs: number;
  /** Elapsed milliseconds since the start (performance.now by default; a test hands its own). */
  elapsed?: () => number;
}

/** At most this many problem lines per fixture go back to the caller: the first says where. */
const MAX_PROBLEMS = 5;

export async function replayJourney(flow: Flow, flowFile: string, limits: ReplayLimits): Promise<FixtureResult[]> {
  const started = performance.now();
  const elapsed = limits.elapsed ?? (() => performance.now() - started);
  const forms = compileFormValidators(flow, path.resolve(REPO_ROOT, flowFile));
  const loaded = loadFixtures(fixtureFilesOf(flow.id));
  const results: FixtureResult[] = [];
  for (const [i, item] of loaded.entries()) {
    const file = relativeToRepo(item.file);
    const name = item.fixture?.name ?? file;
    if (i >= limits.maxFixtures || elapsed() > limits.budgetMs) {
      results.push({ name, file, result: 'skipped', problems: [] });
    } else if (!item.fixture || item.problems.length) {
      results.push({ name, file, result: 'invalid', problems: item.problems.slice(0, MAX_PROBLEMS) });
    } else {
      const r = await replayFixture(item.fixture, { flows: { [flow.id]: flow }, formValidators: forms });
      results.push({ name, file, result: r.ok ? 'passed' : 'broke', ...(r.at ? { at: r.at } : {}), problems: r.problems.slice(0, MAX_PROBLEMS) });
    }
  }
  return results;
}
