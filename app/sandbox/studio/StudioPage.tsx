// The product owners' studio at #/studio (docs/studio.md): the flows by area; the chosen one in
// a JSON editor checked by the flow linter as it is typed; the flow drawn as a graph; a live
// preview of any step in the three languages and the chosen channel; save with a diff; a new
// flow from a template. Sandbox and development builds only (app/routing/page-loaders.ts), a chunk
// of its own that no customer page imports.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from '../../routing/use-search-params';
import type { FormEntry } from '../../../engine/react';
import type { FormValidatorEntry } from '../../../engine/core/deps';
import { useServices } from '../../services';
import { FlowEditor, type FlowEditorHandle } from './FlowEditor';
import { FlowGraph } from './FlowGraph';
import { SaveDialog } from './SaveDialog';
import { PublishPanel } from './PublishPanel';
import { StaffSignIn } from './StaffSignIn';
import { BankNotices } from './BankNotices';
import { FlowProof } from './FlowProof';
import { currentStaff, signOut, type StaffMember } from './staff-session';
import { StepPreview } from './StepPreview';
import { PreviewBoundary } from './PreviewBoundary';
import { NewFlowForm } from './NewFlowForm';
import { builtForms } from './built-forms';
import { CHANNEL_FRAMES, type ChannelFrame } from './channels';
import { STAFF_SIGNED_OUT, studioApi, type CheckResult, type FlowSummary, type StudioFixture } from './studio-api';
import { say } from './texts';
import { ScreensCapture } from './screens/ScreensCapture';
import { ScreensReview } from './screens/ScreensReview';
import { sayScreens } from './screens/texts';
import { sayV } from './visual/texts';
import { patchText } from './visual/text-patch';
import { ensureTexts, SUPPORTED } from '../../i18n';
import './studio.css';
// The preview renders with the flow page's engine views and widgets. Importing the flow page
// itself keeps them in its chunk (the studio loads that chunk too) instead of the bundler moving
// them into a chunk of their own that every journey would then fetch beside the flow page.
import '../../pages/FlowPage';

// The preview shows every step in the three languages: the shell's texts of all three, before
// the page first renders (a page carries only its own language's otherwise).
await Promise.all(SUPPORTED.map(ensureTexts));

// The visual editor (docs/visual-editor.md) is fetched when its tab is first opened: its
// libraries (React Flow, dnd-kit, react-querybuilder) are in chunks only the studio asks for.
const VisualEditor = lazy(() => import('./visual/VisualEditor'));
type View = 'visual' | 'json';

interface Open {
  path: string;
  /** The file as read (null for a new flow): what a save diffs against and must still find on disk. */
  base: string | null;
  /** What the editor starts from. */
  initial: string;
  fixtures: StudioFixture[];
}

function titleIn(title: unknown, locale: string): string {
  return title && typeof title === 'object' ? String((title as Record<string, unknown>)[locale] ?? '') : '';
}

const StudioWork = observer(function StudioWork({ staff, onSignOut }: { staff: StaffMember; onSignOut: () => void }) {
  const services = useServices();
  const locale = services.locale.current;
  const [params, setParams] = useSearchParams();
  const path = params.get('flow');
  const [flows, setFlows] = useState<FlowSummary[] | null>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<CheckResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [built, setBuilt] = useState<Record<string, FormEntry & FormValidatorEntry>>({});
  const [stepId, setStepId] = useState<string | null>(params.get('step'));
  const [channel, setChannel] = useState<ChannelFrame['id']>('app');
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ text: string; error?: boolean } | null>(null);
  const editor = useRef<FlowEditorHandle>(null);
  const view: View = params.get('view') === 'visual' ? 'visual' : 'json';
  const setView = (v: View) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (v === 'visual') next.set('view', 'visual');
        else next.delete('view');
        return next;
      },
      { replace: true },
    );
  // A visual edit goes into the JSON editor as a change of its text: one source, one history.
  const visualEdit = useCallback((next: unknown) => {
    const e = editor.current;
    if (e) e.replace(patchText(e.text(), next));
  }, []);

  // A page of its own width: the studio is a desktop tool beside the mobile app.
  useEffect(() => {
    document.documentElement.classList.add('studio-open');
    return () => document.documentElement.classList.remove('studio-open');
  }, []);

  useEffect(() => {
    studioApi.flows().then(setFlows, (e: Error) => setStatus({ text: say(locale, 'loadFailed', { reason: e.message }), error: true }));
  }, [locale]);

  const openPath = open?.path;
  const checks = useRef(0);
  const check = useCallback(
    async (t: string): Promise<CheckResult> => {
      if (!openPath) return { problems: [] };
      // Only the latest check counts: an earlier answer arriving late is stale.
      const n = ++checks.current;
      setChecking(true);
      try {
        const result = await studioApi.check(openPath, t);
        if (n === checks.current) setChecked(result);
        return result;
      } finally {
        if (n === checks.current) setChecking(false);
      }
    },
    [openPath],
  );

  // Opening a flow named in the address (?flow=flows/<area>/<name>.json).
  useEffect(() => {
    if (!path || open?.path === path) return;
    let live = true;
    studioApi.flow(path).then(
      (f) => {
        if (!live) return;
        setOpen({ path: f.path, base: f.text, initial: f.text, fixtures: f.fixtures });
        setText(f.text);
        setChecked(null);
        setStatus(null);
      },
      (e: Error) => live && setStatus({ text: say(locale, 'loadFailed', { reason: e.message }), error: true }),
    );
    return () => {
      live = false;
    };
  }, [path, open?.path, locale]);

  const initial = open?.initial;
  useEffect(() => {
    if (initial !== undefined) void check(initial);
  }, [initial, check]);

  const flow = checked?.flow;
  const flowId = flow?.id;
  useEffect(() => {
    setBuilt({});
    if (flowId) builtForms(flowId).then(setBuilt, () => setBuilt({}));
  }, [flowId]);

  const steps = useMemo(() => (flow ? Object.keys(flow.steps) : []), [flow]);
  const shownStep = stepId && steps.includes(stepId) ? stepId : (flow?.start ?? null);

  const areas = useMemo(() => {
    const byArea = new Map<string, FlowSummary[]>();
    for (const f of flows ?? []) byArea.set(f.area, [...(byArea.get(f.area) ?? []), f]);
    return [...byArea.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [flows]);

  const openStep = (id: string) => {
    setStepId(id);
    editor.current?.reveal(['steps', id]);
  };

  const save = async () => {
    if (!open) return;
    setSaving(false);
    const result = await studioApi.save(open.path, text, open.base).catch((e: Error) => ({ ok: false, problems: [], error: e.message }) as const);
    if ('error' in result) setStatus({ text: result.error, error: true });
    else if (result.ok) {
      setStatus({ text: say(locale, result.created ? 'savedNew' : 'saved', { path: open.path }) });
      setOpen({ ...open, base: text });
      if (result.created) studioApi.flows().then(setFlows, () => undefined);
    } else if (result.conflict) setStatus({ text: say(locale, 'conflict'), error: true });
    else {
      setChecked((c) => ({ ...(c ?? {}), problems: result.problems }));
      setStatus({ text: say(locale, 'saveRefused'), error: true });
    }
  };

  const problems = checked?.problems ?? [];
  const dirty = open !== null && text !== (open.base ?? '');

  return (
    <div className="studio">
      <nav className="studio-flows" aria-label={say(locale, 'flowsByArea')}>
        <h2>{say(locale, 'flows')}</h2>
        {areas.map(([area, list]) => (
          <details key={area} open={open?.path.startsWith(`flows/${area}/`)}>
            <summary>{area}</summary>
            <ul>
              {list.map((f) => (
                <li key={f.path}>
                  <button
                    type="button"
                    className="studio-link"
                    aria-current={open?.path === f.path ? 'page' : undefined}
                    onClick={() => {
                      setStepId(null);
                      setParams(view === 'visual' ? { flow: f.path, view } : { flow: f.path }, { replace: true });
                    }}
                  >
                    {f.id || f.path}
                    <span className="studio-flows__title">{titleIn(f.title, locale)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </details>
        ))}
        <NewFlowForm
          locale={locale}
          taken={(p) => (flows ?? []).some((f) => f.path === p)}
          onCreate={(newPath, newText) => {
            setParams({ flow: newPath }, { replace: true });
            setOpen({ path: newPath, base: null, initial: newText, fixtures: [] });
            setText(newText);
            setChecked(null);
            setStepId(null);
          }}
        />
      </nav>

      <div className="studio-main">
        <p className="studio-staff">
          {say(locale, 'signedInAs', { name: staff.name, role: say(locale, `role_${staff.role}`) })}
          <button type="button" className="studio-button" onClick={onSignOut}>
            {say(locale, 'signOut')}
          </button>
        </p>
        <BankNotices locale={locale} />
        <p>
          <a href="#/studio?view=screens">{sayScreens(locale, 'link')}</a>
        </p>
        {status && (
          <p className={`studio-status${status.error ? ' studio-status--error' : ''}`} role="status">
            {status.text}
          </p>
        )}
        {!open && <p className="studio-note">{say(locale, 'pick')}</p>}
        {open && (
          <>
            <header className="studio-toolbar">
              <h2>
                {open.path}
                {dirty && <span className="studio-dirty"> · {say(locale, 'dirty')}</span>}
              </h2>
              <button
                type="button"
                className="studio-button studio-button--primary"
                onClick={() => (problems.length ? setStatus({ text: say(locale, 'cannotSave'), error: true }) : setSaving(true))}
                aria-disabled={problems.length > 0 || checking}
              >
                {say(locale, 'save')}
              </button>
            </header>
            <div className="studio-tabs" role="tablist" aria-label={sayV(locale, 'viewsLabel')}>
              {(['visual', 'json'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  role="tab"
                  id={`studio-tab-${v}`}
                  aria-selected={view === v}
                  aria-controls={`studio-view-${v}`}
                  tabIndex={view === v ? 0 : -1}
                  className="studio-button"
                  onClick={() => setView(v)}
                  onKeyDown={(e) => {
                    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
                      const other = v === 'visual' ? 'json' : 'visual';
                      setView(other);
                      document.getElementById(`studio-tab-${other}`)?.focus();
                    }
                  }}
                >
                  {sayV(locale, v === 'visual' ? 'tabVisual' : 'tabJson')}
                </button>
              ))}
            </div>
            {view === 'visual' && (
              <section id="studio-view-visual" role="tabpanel" aria-labelledby="studio-tab-visual" className="studio-visual">
                <Suspense fallback={<p className="studio-note">{say(locale, 'checking')}</p>}>
                  <VisualEditor
                    locale={locale}
                    text={text}
                    base={open.base ?? ''}
                    problems={problems}
                    checks={`${say(locale, 'problems')}: ${checking ? say(locale, 'checking') : problems.length ? say(locale, 'problemCount', { n: problems.length }) : say(locale, 'noProblems')}`}
                    // Its own choice, not the preview's: a step just added is not in the last checked flow yet.
                    stepId={stepId}
                    onStep={setStepId}
                    onEdit={visualEdit}
                    onUndo={() => editor.current?.undo()}
                    onRedo={() => editor.current?.redo()}
                  />
                </Suspense>
              </section>
            )}
            {/* The JSON editor stays mounted under the visual view: it holds the text and its history. */}
            <div className="studio-work" id="studio-view-json" role="tabpanel" aria-labelledby="studio-tab-json" hidden={view !== 'json'}>
              <section className="studio-pane studio-pane--editor" aria-labelledby="studio-editor-title">
                <h3 id="studio-editor-title">{say(locale, 'editor')}</h3>
                <FlowEditor ref={editor} initial={open.initial} check={check} onChange={setText} label={say(locale, 'editorLabel')} />
                <section className="studio-problems" aria-labelledby="studio-problems-title">
                  <h4 id="studio-problems-title">
                    {say(locale, 'problems')}: {checking ? say(locale, 'checking') : problems.length ? say(locale, 'problemCount', { n: problems.length }) : say(locale, 'noProblems')}
                  </h4>
                  {problems.length > 0 && (
                    <ul>
                      {problems.map((p, i) => (
                        <li key={i}>
                          <code>{p.location}</code>: {p.message} <span className="studio-rule">[{p.rule}]</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </section>
              <section className="studio-pane studio-pane--graph" aria-labelledby="studio-graph-title">
                <h3 id="studio-graph-title">{say(locale, 'graph')}</h3>
                {checked?.graph && (
                  <div className="studio-graph-scroll">
                    <FlowGraph
                      nodes={checked.graph.nodes}
                      edges={checked.graph.edges}
                      locale={locale}
                      selected={shownStep ?? undefined}
                      onOpen={openStep}
                      label={say(locale, 'graphLabel')}
                    />
                  </div>
                )}
              </section>
            </div>
            <section className="studio-preview" aria-labelledby="studio-preview-title">
              <h3 id="studio-preview-title">{say(locale, 'preview')}</h3>
              <div className="studio-preview__controls">
                <label>
                  {say(locale, 'step')}{' '}
                  <select value={shownStep ?? ''} onChange={(e) => setStepId(e.target.value)}>
                    {steps.map((s) => (
                      <option key={s} value={s}>
                        {s}
                      </option>
                    ))}
                  </select>
                </label>
                <fieldset className="studio-channels">
                  <legend>{say(locale, 'channel')}</legend>
                  {CHANNEL_FRAMES.map((c) => (
                    <label key={c.id}>
                      <input type="radio" name="studio-channel" value={c.id} checked={channel === c.id} onChange={() => setChannel(c.id)} /> {c.name[locale]}
                    </label>
                  ))}
                </fieldset>
              </div>
              {flow && checked?.forms && shownStep && (
                <PreviewBoundary showing={`${text.length}:${shownStep}:${channel}`} message={(reason) => sayV(locale, 'previewFailed', { reason })}>
                  <StepPreview flow={flow} forms={checked.forms} built={built} fixtures={open.fixtures} stepId={shownStep} channel={channel} uiLocale={locale} />
                </PreviewBoundary>
              )}
            </section>
            {flowId && <PublishPanel locale={locale} staff={staff} path={open.path} flowId={flowId} text={text} blocked={problems.length > 0 || checking} onStatus={setStatus} />}
            {flowId && <FlowProof key={flowId} locale={locale} flowId={flowId} />}
            {saving && <SaveDialog locale={locale} path={open.path} before={open.base ?? ''} after={text} onSave={() => void save()} onCancel={() => setSaving(false)} />}
          </>
        )}
      </div>
    </div>
  );
});

/** Staff sign in first (docs/publishing.md); the bank ends a session idle 30 minutes. */
const StudioPage = observer(function StudioPage() {
  const services = useServices();
  const [params] = useSearchParams();
  const [staff, setStaff] = useState<StaffMember | undefined>(() => currentStaff()?.staff);
  useEffect(() => {
    const ended = () => setStaff(undefined);
    window.addEventListener(STAFF_SIGNED_OUT, ended);
    return () => window.removeEventListener(STAFF_SIGNED_OUT, ended);
  }, []);
  if (!staff) return <StaffSignIn locale={services.locale.current} onSignedIn={setStaff} />;
  // The screen snapshots (docs/testing.md): the runner's capture view and QA's review.
  const view = params.get('view');
  if (view === 'screens-capture') return <ScreensCapture flowId={params.get('flow') ?? ''} stepId={params.get('step') ?? ''} uiLocale={services.locale.current} />;
  if (view === 'screens') return <ScreensReview locale={services.locale.current} />;
  return <StudioWork staff={staff} onSignOut={() => void signOut().then(() => setStaff(undefined))} />;
});

export { StudioPage as Component };
