// `npm run fixtures:boundaries [flow id or part of one ...]`: writes, for each money-moving
// journey (or the ones named), boundary fixtures (codegen/mutation/boundaries.ts) next to the
// fixtures they start from: `<that file>-boundaries.json`. Fixtures that end in the journey's
// result are taken first; another one is taken only for a form no fixture taken so far fills
// (the QR payment's three entry forms, for example). The recorded fixtures get the authenticator
// each step asks for and the final page's links pinned. Files written before are replaced: generate
// them after a form changes, and read the diff before committing them.
import fs from 'node:fs';
import { readFlows } from '../../codegen/lib/flows';
import { flowForms } from '../../codegen/lib/flow-forms';
import type { Flow } from '../../engine/core/flow-types';
import { fixtureFiles, loadFixtures } from '../replay/load';
import { replayFixture } from '../replay/replay';
import { relativeToRepo } from '../replay/files';
import { boundaryFixture, pinned } from '../../codegen/mutation/boundaries';
import { movesMoney } from '../../codegen/mutation/score';

const filters = process.argv.slice(2);
const everything = loadFixtures(fixtureFiles());
const recorded = everything.filter((l) => l.fixture && !l.problems.length && !l.file.endsWith('-boundaries.json'));
for (const { file, flow } of readFlows()) {
  const f = flow as Flow;
  if (filters.length ? !filters.some((x) => f.id.includes(x)) : !movesMoney(f)) continue;
  const forms = new Set(flowForms(f).map((form) => form.stepId));
  const own = recorded
    .filter((l) => l.fixture!.flow === f.id)
    .sort((a, b) => Number(b.fixture!.outcome.status === 'done') - Number(a.fixture!.outcome.status === 'done') || a.file.localeCompare(b.file));
  // Every recorded fixture of the journey gets what its recording could not show pinned.
  for (const item of own) {
    const pin = pinned(f, item.fixture!);
    if (JSON.stringify(pin) === JSON.stringify(item.fixture) || !(await replayFixture(pin)).ok) continue;
    const raw = JSON.parse(fs.readFileSync(item.file, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(item.file, `${JSON.stringify({ ...raw, steps: pin.steps, outcome: pin.outcome }, null, 2)}\n`);
    item.fixture = pin;
  }
  const covered = new Set<string>();
  const written: string[] = [];
  for (const item of own) {
    const fills = new Set(item.fixture!.steps.filter((s) => forms.has(s.step) && s.input !== undefined && !covered.has(s.step)).map((s) => s.step));
    if (!fills.size || !(await replayFixture(item.fixture!)).ok) continue;
    const generated = await boundaryFixture(f, file, item.fixture!, fills);
    if (!generated) continue;
    for (const step of fills) covered.add(step);
    const out = item.file.replace(/\.json$/, '-boundaries.json');
    fs.writeFileSync(out, `${JSON.stringify(generated, null, 2)}\n`);
    written.push(out);
    console.log(`${f.id}: ${relativeToRepo(out)} (${generated.steps.length - item.fixture!.steps.length} probes on ${[...fills].join(', ')})`);
  }
  // Boundary fixtures of this journey written before from other fixtures go.
  for (const old of everything.filter((l) => l.file.endsWith('-boundaries.json') && l.fixture?.flow === f.id && !written.includes(l.file))) fs.unlinkSync(old.file);
  if (!written.length) console.log(`${f.id}: no fixture fills a form that refuses a probe`);
}
