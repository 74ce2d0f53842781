// Sandbox and development tools: a chunk of their own, loaded by the shell (app/start.tsx) only after
// `#/studio` was opened in the tab, and left out of the customers' build (VITE_CUSTOMER_BUILD=1).
// Mounted beside the app (its own React root), so no customer page imports anything from here.
// Today: the session recorder (docs/recording.md): a Record toggle that records the next journey
// opened into a replay fixture, offered as a download when stopped.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { makeAutoObservable } from 'mobx';
import { observer } from 'mobx-react-lite';
import type { RunRegistry } from '../../engine/core/run-registry';
import type { EngineDeps } from '../../engine/core/deps';
import type { FlowRun } from '../../engine/core/flow-run';
import type { AppServices } from '../services';
import { SessionRecorder, definitionOf, recordingMeta, recordingName, tapDeps, type RecordedCall } from './session-recorder';
import './tools.css';
import { localTexts } from '../../engine/core/local-texts';
import { LOCALES, type Locale } from '../../engine/core/flow-types';
import zhTW from '../../locales/sandbox-tools/zh-TW.json';
import zhCN from '../../locales/sandbox-tools/zh-CN.json';
import en from '../../locales/sandbox-tools/en.json';

const TEXT = /* @__PURE__ */ localTexts({ 'zh-TW': zhTW, 'zh-CN': zhCN, en });

function say(locale: string, key: string, values: Record<string, string | number> = {}): string {
  const table: Record<string, string> = TEXT.table((LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'en');
  return (table[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}

/** The recorder's state, observable for the panel. */
export class RecorderState {
  armed = false;
  recorder: SessionRecorder | null = null;
  run: FlowRun | null = null;
  /** Bumped on every step or call, so the panel's counts follow. */
  tick = 0;
  /** `definitionJson`: the journey as the run had it, for tests/definitions/ when it is not the build's. */
  fixture: { name: string; json: string; flow: string; steps: number; calls: number; warnings: string[]; definitionFile: string; definitionJson: string } | null = null;

  constructor() {
    makeAutoObservable<RecorderState, 'recorder' | 'run'>(this, { recorder: false, run: false });
  }

  arm(): void {
    this.armed = true;
    this.recorder = null;
    this.run = null;
    this.fixture = null;
  }

  attach(recorder: SessionRecorder, run: FlowRun): void {
    this.recorder = recorder;
    this.run = run;
  }

  touch(): void {
    this.tick += 1;
  }

  stop(): void {
    const { recorder, run } = this;
    this.armed = false;
    this.recorder = null;
    this.run = null;
    if (!recorder || !run) return;
    const name = recordingName(recorder.meta);
    const fixture = recorder.toFixture(run, name);
    this.fixture = {
      name,
      json: JSON.stringify(fixture, null, 2) + '\n',
      flow: recorder.meta.flow,
      steps: recorder.entries.length,
      calls: recorder.calls.length,
      warnings: [...recorder.warnings],
      definitionFile: `${run.flow.id}@${run.flow.version}.json`,
      definitionJson: `${JSON.stringify(run.flow, null, 2)}\n`,
    };
  }

  discard(): void {
    this.fixture = null;
  }
}

/** Taps the run registry the flow page creates (or created already) so new runs can be recorded. */
function instrument(services: AppServices, state: RecorderState): void {
  const runs = services.runs as unknown as { registry(create: () => RunRegistry): RunRegistry; created: RunRegistry | null };
  const tapped = new WeakSet<RunRegistry>();
  const tap = (registry: RunRegistry): RunRegistry => {
    if (tapped.has(registry)) return registry;
    tapped.add(registry);
    const deps = (registry as unknown as { deps: EngineDeps }).deps;
    tapDeps(deps, () => state.recorder);
    const get = registry.get.bind(registry);
    registry.get = (flow, options = {}) => {
      if (!state.armed || state.recorder) return get(flow, options);
      // The recording starts with a fresh run at the flow's first step, before its loads.
      const run = get(flow, { ...options, fresh: true });
      const recorder = new SessionRecorder(recordingMeta(run, deps, services.channel.channel));
      // The definition the run is on, named in the fixture: it replays on exactly that one.
      void definitionOf(run.flow).then((d) => (recorder.meta.definition = d));
      recorder.wrapRun(run);
      state.attach(recorder, run);
      return run;
    };
    return registry;
  };
  const registry = runs.registry.bind(runs);
  runs.registry = (create) => tap(registry(create));
  if (runs.created) tap(runs.created);

  // The strengthened verification talks to the bank through the client, not the engine.
  const client = services.client as unknown as Record<'call' | 'callDynamic', (code: string, payload: object, opts?: object) => Promise<unknown>>;
  for (const method of ['call', 'callDynamic'] as const) {
    const original = client[method].bind(client);
    client[method] = async (code, payload, opts) => {
      const recorder = state.recorder;
      const request = JSON.parse(JSON.stringify(payload ?? {})) as Record<string, unknown>;
      try {
        const data = await original(code, payload, opts);
        recorder?.verificationCall({ tx: code, request, response: { data: (data ?? {}) as Record<string, unknown> } });
        state.touch();
        return data;
      } catch (e) {
        const err = (e ?? {}) as { code?: string; message?: string; kind?: string };
        const response: RecordedCall['response'] = { error: { code: String(err.code ?? ''), message: String(err.message ?? ''), ...(err.kind ? { kind: err.kind } : {}) } };
        recorder?.verificationCall({ tx: code, request, response });
        state.touch();
        throw e;
      }
    };
  }
}

const RecorderPanel = observer(function RecorderPanel({ services, state }: { services: AppServices; state: RecorderState }) {
  const locale = services.locale.current;
  const [url, setUrl] = useState<string | null>(null);
  const [definitionUrl, setDefinitionUrl] = useState<string | null>(null);
  void state.tick;
  const recorder = state.recorder;
  const fixture = state.fixture;
  const stop = () => {
    state.stop();
    if (url) URL.revokeObjectURL(url);
    setUrl(state.fixture ? URL.createObjectURL(new Blob([state.fixture.json], { type: 'application/json' })) : null);
    if (definitionUrl) URL.revokeObjectURL(definitionUrl);
    setDefinitionUrl(state.fixture ? URL.createObjectURL(new Blob([state.fixture.definitionJson], { type: 'application/json' })) : null);
  };
  return (
    <section className="sandbox-tools" aria-label={say(locale, 'tools')} lang={locale}>
      {state.armed ? (
        <button type="button" className="sandbox-tools__record" aria-pressed="true" onClick={stop}>
          {say(locale, 'stop')}
        </button>
      ) : (
        <button type="button" className="sandbox-tools__record" aria-pressed="false" onClick={() => state.arm()}>
          {say(locale, 'record')}
        </button>
      )}
      <p className="sandbox-tools__status" role="status">
        {state.armed && !recorder && say(locale, 'armed')}
        {recorder && say(locale, 'recording', { flow: recorder.meta.flow, steps: recorder.entries.length, calls: recorder.calls.length })}
        {!state.armed && fixture && say(locale, 'recorded', { flow: fixture.flow, steps: fixture.steps, calls: fixture.calls })}
      </p>
      {!state.armed && fixture && url && (
        <p className="sandbox-tools__actions">
          <a href={url} download={`${fixture.flow}-recorded.json`}>
            {say(locale, 'download')}
          </a>
          {definitionUrl && (
            <a href={definitionUrl} download={fixture.definitionFile}>
              {say(locale, 'definition', { name: fixture.definitionFile })}
            </a>
          )}
          <button type="button" onClick={() => state.discard()}>
            {say(locale, 'discard')}
          </button>
        </p>
      )}
      {!state.armed && fixture && fixture.warnings.length > 0 && (
        <ul className="sandbox-tools__warnings">
          {fixture.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
    </section>
  );
});

let mounted = false;

/** Called by the shell (app/start.tsx) once the tools are wanted in this tab; mounting twice does nothing. */
export function mountSandboxTools(services: AppServices): void {
  if (mounted) return;
  mounted = true;
  const state = new RecorderState();
  instrument(services, state);
  // Step entries are pushed by the run's wrapped actions: follow them for the counts.
  setInterval(() => state.recorder && state.touch(), 500);
  const host = document.createElement('div');
  host.id = 'sandbox-tools';
  document.body.appendChild(host);
  createRoot(host).render(<RecorderPanel services={services} state={state} />);
}
