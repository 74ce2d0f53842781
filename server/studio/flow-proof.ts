// What a journey's fixtures prove, for QA in the studio (docs/testing.md, "Mutation score for
// flows"): the paths of its step graph the passing fixtures walk, and its mutation score with
// each survivor, for the journey as saved in flows/. Kept per journey until its file or any
// fixture changes (their modification times), since a score takes a second or two.
import fs from 'node:fs';
import path from 'node:path';
import { readFlows } from '../../codegen/lib/flows.js';
import { ROOT } from '../../codegen/lib/paths.js';
import { listJsonFiles } from '../../codegen/lib/json.js';
import { PathTracker, flowPaths, pathKey } from '../../codegen/replay/coverage.js';
import { loadFixtures } from '../../codegen/replay/load.js';
import { replayFixture } from '../../codegen/replay/replay.js';
import { scoreFlow, tally, type MutantResult, type Tally } from '../../codegen/mutation/score.js';
type Flow = Parameters<typeof scoreFlow>[0]['flow'];

export interface FlowProof {
  flowId: string;
  fixtures: number;
  paths: { total: number; walked: number; unwalked: string[] };
  mutation: Tally & { moneyMoving: boolean; survivors: Pick<MutantResult, 'kind' | 'description'>[] };
}

const remembered = new Map<string, { stamp: string; proof: FlowProof }>();

function stampOf(files: string[]): string {
  return files.map((f) => `${f}:${fs.statSync(f).mtimeMs}`).join('|');
}

/** The proof of a journey as it is on disk, or undefined when no journey has that id. */
export async function flowProof(flowId: string): Promise<FlowProof | undefined> {
  const all = readFlows();
  const found = all.find((f) => (f.flow as Flow).id === flowId);
  if (!found) return undefined;
  const fixtureFiles = listJsonFiles(path.join(ROOT, 'tests', 'fixtures'));
  const stamp = stampOf([found.file, ...fixtureFiles]);
  const known = remembered.get(flowId);
  if (known?.stamp === stamp) return known.proof;

  const flow = found.flow as Flow;
  const fixtures = loadFixtures(fixtureFiles).flatMap((l) => (l.fixture?.flow === flowId && !l.problems.length ? [l.fixture] : []));
  const walked = new Set<string>();
  for (const fixture of fixtures) {
    const tracker = new PathTracker();
    if ((await replayFixture(fixture, { flows: { [flowId]: flow }, observe: tracker.observe })).ok) for (const p of tracker.walked) walked.add(p);
  }
  const keys = flowPaths(flow).map(pathKey);
  const routes = [...new Set(all.flatMap(({ flow: f }) => Object.values((f as Flow).steps).map((s) => s.route)))].sort();
  const score = await scoreFlow({ flow, file: found.file, fixtures, routes });
  const proof: FlowProof = {
    flowId,
    fixtures: score.fixtures,
    paths: { total: keys.length, walked: keys.filter((k) => walked.has(k)).length, unwalked: keys.filter((k) => !walked.has(k)) },
    mutation: {
      ...tally(score.results),
      moneyMoving: score.moneyMoving,
      // Equivalent mutants are listed with their reason, not hidden (they are out of the score).
      survivors: score.results.flatMap(({ kind, description, verdict, reason }) =>
        verdict === 'survived' ? [{ kind, description }] : verdict === 'equivalent' ? [{ kind, description: `${description} (equivalent: ${reason})` }] : [],
      ),
    },
  };
  remembered.set(flowId, { stamp, proof });
  return proof;
}
