// How much a flow's fixtures would catch (docs/testing.md, "Mutation score for flows"): every
// mutant of the flow (mutators.ts) is first checked by the flow linter, as a product owner's
// draft is; a mutant that breaks the flow schema is no flow and is not counted; one the linter
// refuses is caught by the linter. The rest are replayed against each of the journey's passing
// fixtures, with the mutant's own form validators; the first fixture that fails catches it. A
// survivor declared equivalent (equivalent.ts) is counted apart, with its reason.
import type { Flow } from '../../engine/core/flow-types';
import type { CompiledValidator } from '../../engine/core/validation';
import { lintFlow } from '../lint/index';
import { defaultCatalog, type Catalog } from '../lint/context';
import { flowForms } from '../lib/flow-forms';
import { compileFormValidators } from '../replay/form-validators';
import { resolveFormSchema } from '../lib/form-schema';
import { apiContracts } from '../../generated/validators/api.js';
import { replayFixture, type Fixture } from '../replay/replay';
import { mutants, type Mutant, type MutantKind } from './mutators';
import { EQUIVALENT, equivalentReason } from './equivalent';

export type Verdict = 'linter' | 'fixture' | 'survived' | 'equivalent' | 'not-a-flow';

export interface MutantResult {
  kind: MutantKind;
  description: string;
  verdict: Verdict;
  /** The fixture that caught it, or the linter's rule. */
  by?: string;
  /** Why it cannot change behaviour (an equivalent one), or why its declaration is wrong (a caught one). */
  reason?: string;
}

export interface FlowScore {
  flowId: string;
  moneyMoving: boolean;
  fixtures: number;
  results: MutantResult[];
}

export interface ScoreInput {
  flow: Flow;
  file: string;
  fixtures: Fixture[];
  routes: readonly string[];
  catalog?: Catalog;
}

const TRANSACTIONS = Object.keys(apiContracts).sort();

/** Whether the flow submits a money-moving request (its score must reach 95 %). */
export function movesMoney(flow: Flow): boolean {
  return Object.values(flow.steps).some((s) => {
    const tx = (s as { submit?: { tx?: string } }).submit?.tx;
    return tx !== undefined && apiContracts[tx as keyof typeof apiContracts]?.moneyMoving === true;
  });
}

// Validators by schema JSON: most mutants of a journey share most of its forms.
const compiled = new Map<string, CompiledValidator>();

export async function scoreFlow(input: ScoreInput): Promise<FlowScore> {
  const { flow, file, routes } = input;
  const catalog = input.catalog ?? defaultCatalog();
  // Only the fixtures that pass on the flow as it is can tell anything about its mutants.
  const fixtures: Fixture[] = [];
  for (const f of input.fixtures) if ((await replayFixture(f, { flows: { [flow.id]: flow } })).ok) fixtures.push(f);
  const forms: Record<string, Record<string, unknown>> = {};
  for (const form of flowForms(flow)) {
    const { schema, problems } = resolveFormSchema(form.schema, file);
    if (!problems.length) forms[form.stepId] = schema as Record<string, unknown>;
  }
  const results: MutantResult[] = [];
  for (const mutant of mutants(flow, { forms, transactions: TRANSACTIONS, routes })) {
    const judged = await judge(mutant, file, catalog, fixtures);
    const declared = equivalentReason(flow.id, mutant.description);
    if (declared && judged.verdict === 'survived') results.push({ kind: mutant.kind, description: mutant.description, verdict: 'equivalent', reason: declared });
    else if (declared && judged.verdict !== 'not-a-flow') results.push({ kind: mutant.kind, description: mutant.description, ...judged, reason: 'declared equivalent in codegen/mutation/equivalent.ts, but caught: the declaration is wrong' });
    else results.push({ kind: mutant.kind, description: mutant.description, ...judged });
  }
  return { flowId: flow.id, moneyMoving: movesMoney(flow), fixtures: fixtures.length, results };
}

async function judge(mutant: Mutant, file: string, catalog: Catalog, fixtures: Fixture[]): Promise<{ verdict: Verdict; by?: string }> {
  const problems = lintFlow(file, mutant.flow, catalog);
  if (problems.some((p) => p.rule === 'schema')) return { verdict: 'not-a-flow' };
  if (problems.length) return { verdict: 'linter', by: problems[0]!.rule };
  const formValidators = mutant.formsChanged ? compileFormValidators(mutant.flow, file, compiled) : undefined;
  for (const fixture of fixtures) {
    const result = await replayFixture(fixture, { flows: { [mutant.flow.id]: mutant.flow }, ...(formValidators ? { formValidators } : {}) });
    if (!result.ok) return { verdict: 'fixture', by: fixture.name };
  }
  return { verdict: 'survived' };
}

export interface Tally {
  made: number;
  linter: number;
  fixture: number;
  survived: number;
  /** Declared equivalent (equivalent.ts): they cannot change behaviour and are left out of the score. */
  equivalent: number;
  /** Caught over made less the equivalent ones, in percent (mutants that are no flow are not made). */
  score: number;
}

export function tally(results: MutantResult[]): Tally {
  const made = results.filter((r) => r.verdict !== 'not-a-flow');
  const linter = made.filter((r) => r.verdict === 'linter').length;
  const fixture = made.filter((r) => r.verdict === 'fixture').length;
  const equivalent = made.filter((r) => r.verdict === 'equivalent').length;
  const survived = made.length - linter - fixture - equivalent;
  const counted = made.length - equivalent;
  return { made: made.length, linter, fixture, survived, equivalent, score: counted ? Math.round(((linter + fixture) / counted) * 1000) / 10 : 100 };
}

/** Declarations of equivalent mutants that no mutant of the scored journeys matches any more. */
export function staleDeclarations(scores: FlowScore[]): string[] {
  const scored = new Set(scores.map((s) => s.flowId));
  const made = new Set(scores.flatMap((s) => s.results.map((r) => `${s.flowId} ${r.description}`)));
  return EQUIVALENT.filter((e) => scored.has(e.flow) && !made.has(`${e.flow} ${e.description}`)).map((e) => `${e.flow}: ${e.description}`);
}
