// `npm run flows:mutate [flow id or part of one ...] [--survivors] [--markdown] [--recorded-only] [--json file]`: the mutation
// score of each flow (docs/testing.md, "Mutation score for flows"): mutants made, caught by the
// linter, caught by a fixture, survived, and the score; with --survivors, each survivor in one
// line. Exits 1 when a money-moving flow is under its goal (95 %) — only when asked to with
// --check, since the fixtures that bring every flow there are still being written.
import fs from 'node:fs';
import { readFlows } from '../../codegen/lib/flows';
import { defaultCatalog } from '../../codegen/lint/context';
import type { Flow } from '../../engine/core/flow-types';
import { fixtureFiles, loadFixtures } from '../replay/load';
import { scoreFlow, staleDeclarations, tally, type FlowScore } from '../../codegen/mutation/score';

export const GOAL = 95;

function routesOf(flows: Flow[]): string[] {
  const routes = new Set<string>();
  for (const flow of flows) for (const step of Object.values(flow.steps)) if (typeof step.route === 'string') routes.add(step.route);
  return [...routes].sort();
}

async function main(args: string[]): Promise<number> {
  const survivors = args.includes('--survivors');
  const check = args.includes('--check');
  const jsonAt = args.indexOf('--json');
  const jsonFile = jsonAt >= 0 ? args[jsonAt + 1] : undefined;
  const filters = args.filter((a, i) => !a.startsWith('--') && (jsonAt < 0 || i !== jsonAt + 1));
  const files = readFlows();
  const flows = files.map((f) => f.flow as Flow);
  const routes = routesOf(flows);
  // --recorded-only: what the recorded fixtures catch without the generated boundary ones.
  const recordedOnly = args.includes('--recorded-only');
  const fixtures = loadFixtures(fixtureFiles()).flatMap((l) => (l.fixture && !l.problems.length && !(recordedOnly && l.file.endsWith('-boundaries.json')) ? [l.fixture] : []));
  const catalog = defaultCatalog();
  const chosen = files.filter(({ flow }) => !filters.length || filters.some((f) => (flow as Flow).id.includes(f)));
  const scores: FlowScore[] = [];
  const started = performance.now();
  let made = 0;
  for (const { file, flow } of chosen) {
    const id = (flow as Flow).id;
    const own = fixtures.filter((f) => f.flow === id);
    const score = await scoreFlow({ flow: flow as Flow, file, fixtures: own, routes, catalog });
    scores.push(score);
    const t = tally(score.results);
    made += score.results.length;
    const mark = score.moneyMoving ? (t.score >= GOAL ? '✓' : '✗') : ' ';
    const equivalent = t.equivalent ? `  equivalent ${t.equivalent}` : '';
    console.log(`${mark} ${id.padEnd(36)} ${String(score.fixtures).padStart(3)} fixtures ${String(t.made).padStart(4)} mutants  linter ${String(t.linter).padStart(3)}  fixture ${String(t.fixture).padStart(4)}  survived ${String(t.survived).padStart(3)}  ${t.score.toFixed(1).padStart(5)} %${equivalent}`);
    if (survivors) for (const r of score.results.filter((x) => x.verdict === 'survived')) console.log(`      survived: ${r.kind}: ${r.description}`);
    // Always shown: what is left out of the score, and why; and a declaration a fixture disproves.
    for (const r of score.results.filter((x) => x.reason)) console.log(`      ${r.verdict === 'equivalent' ? 'equivalent' : 'caught, declared equivalent'}: ${r.kind}: ${r.description} (${r.reason})`);
  }
  const seconds = (performance.now() - started) / 1000;
  const all = tally(scores.flatMap((s) => s.results));
  const money = scores.filter((s) => s.moneyMoving);
  const moneyAll = tally(money.flatMap((s) => s.results));
  const under = money.filter((s) => tally(s.results).score < GOAL);
  for (const stale of staleDeclarations(scores)) console.log(`declared equivalent, but no such mutant is made any more (codegen/mutation/equivalent.ts): ${stale}`);
  console.log(`\nall flows: ${all.made} mutants, linter ${all.linter}, fixture ${all.fixture}, survived ${all.survived}, equivalent ${all.equivalent}: ${all.score} %`);
  console.log(`money-moving flows: ${moneyAll.made} mutants, ${moneyAll.score} % caught; ${money.length - under.length} of ${money.length} at ${GOAL} % or more`);
  console.log(`${made} mutants in ${seconds.toFixed(1)} s: ${(made / seconds).toFixed(0)} mutants per second`);
  if (jsonFile) fs.writeFileSync(jsonFile, `${JSON.stringify(scores, null, 2)}\n`);
  if (args.includes('--markdown')) console.log(`\n${markdown(money)}`);
  return check && under.length ? 1 : 0;
}

/** The table of docs/testing.md: every money-moving journey's score. */
function markdown(money: FlowScore[]): string {
  const rows = money.map((s) => {
    const t = tally(s.results);
    return `| ${s.flowId} | ${s.fixtures} | ${t.made} | ${t.linter} | ${t.fixture} | ${t.survived} | ${t.equivalent} | ${t.score.toFixed(1)} % |`;
  });
  return ['| journey | fixtures | mutants | linter | fixture | survived | equivalent | score |', '|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}

process.exitCode = await main(process.argv.slice(2));
