// Real fixtures, loaded fresh for each test so a test can break its own copy.
import path from 'node:path';
import { FIXTURES_DIR } from '../../replay/files';
import type { Fixture } from '../../replay/fixture';
import { loadFixtureFile } from '../../replay/load';

export function realFixture(file: string): Fixture {
  const loaded = loadFixtureFile(path.join(FIXTURES_DIR, 'transfer', file));
  if (!loaded.fixture) throw new Error(loaded.problems.join('\n'));
  return loaded.fixture;
}

/** The declared call at `index`, typed for editing. */
export function callAt(fixture: Fixture, index: number) {
  const call = fixture.calls[index];
  if (!call) throw new Error(`${fixture.name} has no calls[${index}]`);
  return call;
}
