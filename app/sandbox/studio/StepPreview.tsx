// The live preview: one step of the flow as edited, rendered by the engine's own views and the
// real widgets, in Traditional Chinese, Simplified Chinese and English side by side, inside the
// frame of the chosen channel. Sample data comes from the flow's fixtures (preview-run.ts).
// Buttons in the preview work on the preview's own run; links and actions that would leave
// the journey do nothing here. Nothing in the preview calls the bank as a customer: bank names
// come from the fixtures too, so a product owner with no customer session is never met by the
// customer's session time-out (and a signed-in customer's session is never used by it).
import { useEffect, useMemo, useState } from 'react';
import i18next from 'i18next';
import { EngineKitContext, FlowStepView, type EngineKit, type FormEntry } from '../../../engine/react';
import type { FormValidatorEntry } from '../../../engine/core/deps';
import type { Flow, Locale } from '../../../engine/core/flow-types';
import { fields, templates, widgets, widgetTexts } from '../../../widgets';
import { stepRenderers } from '../../../widgets/renderers';
import { createFormatters } from '../../format';
import { BankDirectory, type BankList } from '../../bank-directory';
import { previewRun, sampleAnswer, type PreviewRun } from './preview-run';
import type { StudioFixture } from './studio-api';
import { CHANNEL_FRAMES, type ChannelFrame } from './channels';
import { say } from './texts';
import { sayV } from './visual/texts';
import { PreviewBoundary } from './PreviewBoundary';

export const LOCALES: Locale[] = ['zh-TW', 'zh-CN', 'en'];

interface Props {
  flow: Flow;
  /** Resolved form schemas by form key (the bank's check of the text as edited). */
  forms: Record<string, Record<string, unknown>>;
  /** The journey's built form entries (schema and validator), where the flow has been built. */
  built: Record<string, FormEntry & FormValidatorEntry>;
  fixtures: StudioFixture[];
  stepId: string;
  channel: ChannelFrame['id'];
  uiLocale: Locale;
  /** Field ids' prefix (with the language after it): each preview on a page its own (the impact review shows several). */
  idPrefix?: string;
}

/** Bank names from the fixtures' recorded answers of the bank list (ITSI200003); codes alone without one. */
function sampleBanks(fixtures: StudioFixture[]): BankDirectory {
  return new BankDirectory(async () => sampleAnswer<BankList>(fixtures, 'ITSI200003') ?? { ownBankCode: '', banks: [] });
}

function useKit(locale: Locale, forms: Props['forms'], built: Props['built'], banks: BankDirectory, idPrefix: string): EngineKit {
  return useMemo<EngineKit>(() => {
    const entries: Record<string, FormEntry> = {};
    for (const [key, schema] of Object.entries(forms)) entries[key] = { ...built[key], schema: schema as FormEntry['schema'] };
    const formatters = createFormatters(locale, banks);
    return {
      locale,
      // The three languages show the same step side by side: each its own field ids.
      idPrefix: `${idPrefix}-${locale}`,
      renderers: stepRenderers,
      widgets,
      fields,
      templates,
      forms: entries,
      formatters,
      widgetText: (key: string) =>
        (widgetTexts[locale] as Record<string, string>)[key] ?? (i18next.exists(key, { lng: locale }) ? i18next.t(key, { lng: locale }) : key),
      onAction: () => undefined,
      navigate: () => undefined,
    };
  }, [locale, forms, built, banks, idPrefix]);
}

function StepTitle({ flow, stepId, locale }: { flow: Flow; stepId: string; locale: Locale }) {
  const title = flow.steps[stepId]?.title ?? flow.title;
  return <>{typeof title === 'object' && title ? title[locale] : ''}</>;
}

function LocalePreview({ locale, banks, ...props }: Props & { locale: Locale; banks: BankDirectory }) {
  const kit = useKit(locale, props.forms, props.built, banks, props.idPrefix ?? 'preview');
  const [state, setState] = useState<PreviewRun | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    setState(null);
    const validators = Object.fromEntries(Object.entries(props.built).filter(([, e]) => typeof e.validate === 'function')) as Record<string, FormValidatorEntry>;
    previewRun({ flow: props.flow, locale, validators, fixtures: props.fixtures }, props.stepId)
      .then((r) => live && setState(r))
      .catch((e: Error) => live && setState({ error: e.message }));
    return () => {
      live = false;
    };
  }, [props.flow, props.stepId, props.fixtures, props.built, locale]);
  const frame = CHANNEL_FRAMES.find((c) => c.id === props.channel)!;
  return (
    <figure className={`studio-device studio-device--${frame.id}`} lang={locale} data-locale={locale}>
      <figcaption className="studio-device__caption">
        {locale} · {frame.name[props.uiLocale]}
        {state && 'run' in state && state.fixture ? ` · ${say(props.uiLocale, 'sampleFrom', { name: state.fixture })}` : ''}
      </figcaption>
      <div className="studio-device__bar" aria-hidden="true">
        {frame.address && <span className="studio-device__address">{frame.address}</span>}
        <span className="studio-device__title">
          <StepTitle flow={props.flow} stepId={props.stepId} locale={locale} />
        </span>
        {frame.capsule && <span className="studio-device__capsule">··· ◎</span>}
      </div>
      <div className="studio-device__screen">
        {state === null && <p className="studio-note">{say(props.uiLocale, 'previewLoading')}</p>}
        {state && 'error' in state && <p className="studio-note studio-note--error">{state.error}</p>}
        {state && 'run' in state && (
          // A step the engine cannot draw (a form the form layer cannot plan, which the linter
          // names in the problems) fails in its own frame: the editors, the other languages and
          // the impact review's other steps stay usable. A new run remounts it (state is null between).
          <PreviewBoundary showing={props.stepId} message={(reason) => sayV(props.uiLocale, 'previewFailed', { reason })}>
            <EngineKitContext.Provider value={kit}>
              <FlowStepView run={state.run} />
            </EngineKitContext.Provider>
          </PreviewBoundary>
        )}
      </div>
      <p className="studio-device__header-values">
        channelId {frame.channelId} · appId {frame.appId}
      </p>
    </figure>
  );
}

export function StepPreview(props: Props) {
  const banks = useMemo(() => sampleBanks(props.fixtures), [props.fixtures]);
  return (
    <div className="studio-preview__devices">
      {LOCALES.map((locale) => (
        <LocalePreview key={locale} locale={locale} banks={banks} {...props} />
      ))}
    </div>
  );
}
