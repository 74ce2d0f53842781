// `npm run fixtures:boundaries [flow id or part of one ...]`: writes, for each money-moving
// journey (or the ones named), a boundary fixture next to the first of its fixtures that passes
// and fills a form: `<that file>-boundaries.json` (boundaries.ts). A file already there is
// written again: generate it after a form changes, and read the diff before committing it.
import fs from 'node:fs';

import { readFlows } from '../../codegen/lib/flows';
import type { Flow } from '../../engine/core/flow-types';
import { fixtureFiles, loadFixtures } from '../replay/load';
import { replayFixture } from '../replay/replay';
import { relativeToRepo } from '../replay/files';
import { boundaryFixture } from '../../codegen/mutation/boundaries';
import { movesMoney } from '../../codegen/mutation/score';

const filters = process.argv.slice(2);
const loaded = loadFixtures(fixtureFiles()).filter((l) => l.fixture && !l.problems.length && !l.file.endsWith('-boundaries.json'));
for (const { file, flow } of readFlows()) {
  const f = flow as Flow;
  if (filters.length ? !filters.some((x) => f.id.includes(x)) : !movesMoney(f)) continue;
  let written = false;
  // A journey that ends in its result first: its links and the whole path are then pinned too.
  const own = loaded.filter((l) => l.fixture!.flow === f.id).sort((a, b) => Number(b.fixture!.outcome.status === 'done') - Number(a.fixture!.outcome.status === 'done') || a.file.localeCompare(b.file));
  for (const item of own) {
    if (!(await replayFixture(item.fixture!)).ok) continue;
    const generated = await boundaryFixture(f, file, item.fixture!);
    if (!generated) continue;
    const out = item.file.replace(/\.json$/, '-boundaries.json');
    // One boundary fixture per journey: one written before from another fixture goes.
    for (const old of loadFixtures(fixtureFiles()).filter((l) => l.file.endsWith('-boundaries.json') && l.fixture?.flow === f.id && l.file !== out)) fs.unlinkSync(old.file);
    fs.writeFileSync(out, `${JSON.stringify(generated, null, 2)}\n`);
    console.log(`${f.id}: ${relativeToRepo(out)} (${generated.steps.length - item.fixture!.steps.length} probes)`);
    written = true;
    break;
  }
  if (!written) console.log(`${f.id}: no fixture fills a form that refuses a probe`);
}

