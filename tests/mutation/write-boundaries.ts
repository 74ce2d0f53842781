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
import { boundaryFixture } from './boundaries';
import { movesMoney } from './score';

const filters = process.argv.slice(2);
const loaded = loadFixtures(fixtureFiles()).filter((l) => l.fixture && !l.problems.length && !l.file.endsWith('-boundaries.json'));
for (const { file, flow } of readFlows()) {
  const f = flow as Flow;
  if (filters.length ? !filters.some((x) => f.id.includes(x)) : !movesMoney(f)) continue;
  let written = false;
  for (const item of loaded.filter((l) => l.fixture!.flow === f.id).sort((a, b) => a.file.localeCompare(b.file))) {
    if (!(await replayFixture(item.fixture!)).ok) continue;
    const generated = await boundaryFixture(f, file, item.fixture!);
    if (!generated) continue;
    const out = item.file.replace(/\.json$/, '-boundaries.json');
    fs.writeFileSync(out, `${JSON.stringify(generated, null, 2)}\n`);
    console.log(`${f.id}: ${relativeToRepo(out)} (${generated.steps.length - item.fixture!.steps.length} probes)`);
    written = true;
    break;
  }
  if (!written) console.log(`${f.id}: no fixture fills a form that refuses a probe`);
}

