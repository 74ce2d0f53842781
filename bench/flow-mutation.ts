// Benchmark: the mutation score's speed (docs/testing.md, "Mutation score for flows"). The
// transfer journey's mutants are judged (linter, then its fixtures), a warm-up pass first; the
// row is mutants per second. Budget: the one journey a product owner edits is judged in a few
// seconds, and every journey in minutes.
import { readFlows } from '../codegen/lib/flows';
import type { Flow } from '../engine/core/flow-types';
import { fixtureFiles, loadFixtures } from '../tests/replay/load';
import { scoreFlow, tally } from '../codegen/mutation/score';
import { median, nowMs } from './lib/measure';
import { emit, isMain, type BenchRow } from './lib/result';

const FLOW_ID = 'transfer.create';
const BUDGET_MUTANTS_PER_S = 20;
const PASSES = 3;

export async function runFlowMutation(): Promise<BenchRow[]> {
  const { file, flow } = readFlows().find((f) => (f.flow as Flow).id === FLOW_ID)!;
  const fixtures = loadFixtures(fixtureFiles()).flatMap((l) => (l.fixture?.flow === FLOW_ID && !l.problems.length ? [l.fixture] : []));
  const routes = ['/mine/index', '/transfer-pay/transfer-record'];
  const once = () => scoreFlow({ flow: flow as Flow, file, fixtures, routes });
  const first = await once(); // warm-up: the linter's schemas and the validators compiled once
  const rates: number[] = [];
  for (let i = 0; i < PASSES; i += 1) {
    const start = nowMs();
    const score = await once();
    rates.push(score.results.length / ((nowMs() - start) / 1000));
  }
  const t = tally(first.results);
  return [
    {
      name: `flow mutation: ${FLOW_ID} mutants judged per second`,
      value: median(rates),
      unit: 'mutants/s',
      budget: { kind: 'min', limit: BUDGET_MUTANTS_PER_S },
      detail: `${first.results.length} mutants against ${first.fixtures} fixtures, ${t.score} % caught`,
    },
  ];
}

if (isMain(import.meta.url)) emit(await runFlowMutation());
