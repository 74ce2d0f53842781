// Every fixture in tests/fixtures matches the format and replays cleanly against the flows
// as they are today.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureFiles, loadFixtures } from '../../replay/load';
import { FIXTURES_DIR } from '../../replay/files';
import { replayFixture } from '../../replay/replay';

const loaded = loadFixtures(fixtureFiles());

describe('real fixtures', () => {
  it('exist for the transfer journeys', () => {
    expect(loaded.length).toBeGreaterThanOrEqual(12);
    const flows = loaded.map((l) => l.fixture?.flow);
    expect(flows).toEqual(expect.arrayContaining(['transfer.create', 'transfer.record', 'transfer.detail']));
  });

  it.each(loaded.map((l) => [path.relative(FIXTURES_DIR, l.file), l] as const))('%s replays', async (_file, item) => {
    expect(item.problems).toEqual([]);
    const result = await replayFixture(item.fixture!);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
  });
});
