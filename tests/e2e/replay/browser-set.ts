// Which fixtures `npm test` plays in Chromium. Every fixture replays at engine level (`npm run
// replay`, seconds for all of them); Chromium adds what only a browser shows: each step kind
// drawn, each widget driven, each channel's shell, each language's texts, each kind of ending
// and each customer action (back, retry, cancel) on a real page. So the set is the fewest
// fixtures that together touch every one of those features at least once, chosen here from
// the fixtures themselves (a greedy set cover, ties broken by file name so the choice is the
// same on every machine), never by hand: a fixture recorded tomorrow with a new widget joins
// the set tomorrow. REPLAY_ALL=1 (`npm run test:all`) plays every fixture instead.
import type { Flow } from '../../../engine/core/flow-types';
import type { Fixture } from '../../replay/fixture';

/** What a fixture exercises in the browser, as comparable strings. */
export function browserFeatures(fixture: Fixture, flow: Flow | undefined): Set<string> {
  const features = new Set<string>([`channel ${fixture.channel}`, `language ${fixture.locale}`]);
  const outcome = fixture.outcome as { status?: string; error?: { stage?: string } | null };
  features.add(`ending ${outcome.status ?? ''} ${outcome.error?.stage ?? ''}`.trim());
  const visited = new Set<string>([flow?.start ?? '', ...fixture.steps.map((s) => s.step), fixture.outcome.step]);
  for (const entry of fixture.steps) {
    if (entry.action && entry.action !== 'proceed') features.add(`action ${entry.action}`);
    if (entry.verify) features.add(`verification ${entry.verify.cancel ? 'cancelled' : 'passed'}`);
  }
  for (const id of visited) {
    const step = flow?.steps[id] as { kind?: string; template?: string; ui?: unknown } | undefined;
    if (!step) continue;
    features.add(`step ${step.kind}`);
    // A result or detail step's template is a view of its own.
    if (step.template) features.add(`step ${step.kind} ${step.template}`);
    for (const widget of widgetsOf(step.ui)) features.add(`widget ${widget}`);
  }
  return features;
}

/** The widget and field names a step's UI schema asks for. */
function widgetsOf(ui: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(ui)) for (const item of ui) widgetsOf(item, into);
  else if (ui && typeof ui === 'object') {
    for (const [key, value] of Object.entries(ui)) {
      if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') into.add(value);
      else widgetsOf(value, into);
    }
  }
  return into;
}

export interface Candidate {
  key: string;
  features: Set<string>;
}

/** The fewest candidates (greedily) that cover every feature any candidate has. */
export function coveringSet(candidates: Candidate[]): Set<string> {
  const sorted = [...candidates].sort((a, b) => a.key.localeCompare(b.key));
  const uncovered = new Set(sorted.flatMap((c) => [...c.features]));
  const chosen = new Set<string>();
  while (uncovered.size) {
    let best: Candidate | undefined;
    let bestGain = 0;
    for (const candidate of sorted) {
      if (chosen.has(candidate.key)) continue;
      let gain = 0;
      for (const f of candidate.features) if (uncovered.has(f)) gain += 1;
      if (gain > bestGain) [best, bestGain] = [candidate, gain];
    }
    if (!best) break;
    chosen.add(best.key);
    for (const f of best.features) uncovered.delete(f);
  }
  return chosen;
}
