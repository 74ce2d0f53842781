// A run of the flow as edited, brought to one step with sample data: the flow's fixtures
// (tests/fixtures/) are walked by the real engine against their recorded bank answers until
// the run stands on the step, as the replay does headless (tests/replay/). A step no fixture
// reaches opens on its own, its loads answered from the fixtures' calls where they have one.
import { FlowRun, type RunSnapshot, type RunStatus } from '../../../engine/core/flow-run';
import type { AuthCredential, EngineDeps, FormValidatorEntry } from '../../../engine/core/deps';
import type { Flow, Locale } from '../../../engine/core/flow-types';
import type { CompiledValidator } from '../../../engine/core/validation';
import type { StudioFixture } from './studio-api';
import { loadLogicOps, logicOpsPending } from '../../../engine/core/logic-ops-on-demand';

type Call = StudioFixture['calls'][number];

/** Answers each call with the next recorded answer of its code (the last one again when used up). */
function scriptedBank(calls: Call[]): EngineDeps['call'] {
  const used = new Map<string, number>();
  return async (tx) => {
    const mine = calls.filter((c) => c.tx === tx);
    const n = used.get(tx) ?? 0;
    used.set(tx, n + 1);
    const call = mine[Math.min(n, mine.length - 1)];
    if (!call) throw Object.assign(new Error(`No sample answer for ${tx} in the flow's fixtures.`), { code: 'STUDIO-NO-SAMPLE', kind: 'business' });
    const response = call.response as { data?: unknown; error?: { code: string; message: string; kind?: string } };
    if (response.error) throw Object.assign(new Error(response.error.message), { code: response.error.code, kind: response.error.kind ?? 'business' });
    return structuredClone(response.data ?? {});
  };
}

/**
 * The first recorded successful answer of `tx` in the fixtures, if any. The preview answers
 * everything from these, never from the bank: it is not a customer and has no session.
 */
export function sampleAnswer<T>(fixtures: StudioFixture[], tx: string): T | undefined {
  for (const fixture of fixtures) {
    for (const call of fixture.calls) {
      const response = call.response as { data?: unknown; error?: unknown };
      if (call.tx === tx && !response.error && response.data !== undefined) return structuredClone(response.data) as T;
    }
  }
  return undefined;
}

/** A form the build has no validator for yet (a new flow, a new form) is not checked in the preview. */
const acceptAll: CompiledValidator = Object.assign(() => true, { errors: null });

export interface PreviewSetup {
  flow: Flow;
  locale: Locale;
  /** Built validators by form key (the journey's chunk), where the flow has been built. */
  validators: Record<string, FormValidatorEntry>;
  fixtures: StudioFixture[];
}

function depsFor(setup: PreviewSetup, fixture: StudioFixture | undefined, credential: () => AuthCredential | null): EngineDeps {
  let id = 0;
  const formValidators = new Proxy(setup.validators, {
    get: (target, key: string) => target[key] ?? { validate: acceptAll },
  });
  const user = fixture?.user ?? { custId: 'PREVIEW', customerName: 'CHAN TAI MAN', needOptFlag: '0' };
  return {
    call: scriptedBank(fixture?.calls ?? setup.fixtures.flatMap((f) => f.calls)),
    formValidators,
    authenticators: new Proxy({}, { get: () => async (request: { method: string }) => credential() ?? { method: request.method } }),
    verifier: async ({ bizType }) => ({ bizType }),
    locale: () => setup.locale,
    user: () => user,
    now: () => new Date(fixture?.now ?? Date.now()),
    newId: () => `preview-${String(++id).padStart(10, '0')}`,
  };
}

export interface PreviewRun {
  run: FlowRun;
  /** Which fixture brought it there, if one did. */
  fixture?: string;
}

const SETTLED: RunStatus[] = ['idle', 'failed', 'done', 'cancelled'];

/** A run standing on `stepId`, by the first fixture that reaches it, else opened there directly. */
export async function previewRun(setup: PreviewSetup, stepId: string): Promise<PreviewRun> {
  // A preview walks the fixtures' Next presses at once: every operation the flow names is in first.
  await loadLogicOps(setup.flow);
  await logicOpsPending(setup.flow);
  // A fixture recorded in the pane's language first: its inputs read as a customer of it typed them.
  const fixtures = [...setup.fixtures].sort((a, b) => Number(b.locale === setup.locale) - Number(a.locale === setup.locale));
  for (const fixture of fixtures) {
    let current: AuthCredential | null = null;
    const deps = depsFor(setup, fixture, () => current);
    const run = new FlowRun(setup.flow, deps, fixture.query ? { query: { ...fixture.query } } : {});
    try {
      await run.start();
      for (const entry of fixture.steps) {
        if (run.stepId === stepId || run.stepId !== entry.step) break;
        current = (entry.auth as AuthCredential | undefined) ?? null;
        const action = entry.action ?? 'proceed';
        if (action === 'back') run.back();
        else if (action === 'retry') await run.retry();
        else if (action === 'authCancel') break;
        else if (entry.filter !== undefined) await run.applyFilter(structuredClone(entry.filter));
        else await run.proceed(structuredClone(entry.input));
      }
    } catch {
      continue;
    }
    if (run.stepId === stepId && SETTLED.includes(run.status)) {
      // A form shows what the fixture's customer typed into it, as sample data.
      const typed = fixture.steps.find((e) => e.step === stepId && e.input !== undefined);
      if (typed && run.step.kind === 'form' && run.status === 'idle') run.setStepData(structuredClone(typed.input));
      return { run, fixture: fixture.name };
    }
  }
  const deps = depsFor(setup, setup.fixtures[0], () => null);
  const run = new FlowRun(setup.flow, deps, {
    snapshot: {
      v: 2,
      flowId: setup.flow.id,
      flowVersion: setup.flow.version,
      runId: deps.newId(),
      stepId,
      history: [],
      data: {},
      response: {},
      query: { ...(setup.fixtures[0]?.query ?? {}) },
      idempotencyKeys: {},
      status: 'idle',
    } satisfies RunSnapshot,
  });
  await run.start().catch(() => undefined);
  return { run };
}
