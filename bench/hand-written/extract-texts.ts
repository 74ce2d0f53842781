// The hand-written screens' texts, one JSON per language, as a hand-written app keeps its
// words in i18next resources: the same words the product's two journeys show (their flow
// definitions, the step views' and the validation messages' namespaces), picked out at build
// time by the benchmark (bench/browser/prepare.ts) so that both show exactly the same texts.
// Only the words: no field, rule or request is read from a flow here.
import fs from 'node:fs';
import path from 'node:path';
import type { Flow, LocalText } from '../../engine/core/flow-types';
import { repoPath } from '../lib/paths';

export const HAND_WRITTEN_TEXTS = repoPath('bench/hand-written/built-texts');
const LOCALES = ['zh-TW', 'zh-CN', 'en'] as const;
type Locale = (typeof LOCALES)[number];

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(repoPath(file), 'utf8')) as T;
const pick = (text: LocalText | undefined, locale: Locale) => text?.[locale];

interface FormTexts {
  label: LocalText;
  placeholder?: LocalText;
  help?: LocalText;
}

/** One journey's words in `locale`: its input and confirm steps'. */
function journeyTexts(flow: Flow, locale: Locale) {
  const steps = flow.steps as unknown as Record<string, Record<string, unknown>>;
  const input = steps.input!;
  const confirm = steps.confirm!;
  const fields = Object.fromEntries(
    Object.entries((input.fields ?? {}) as Record<string, FormTexts>).map(([name, t]) => [name, { label: pick(t.label, locale), placeholder: pick(t.placeholder, locale), help: pick(t.help, locale) }]),
  );
  const messages = Object.fromEntries(Object.entries((input.messages ?? {}) as Record<string, LocalText>).map(([key, t]) => [key, pick(t, locale)]));
  // The words of the choices a select offers (ui:options.labels).
  const options = Object.fromEntries(
    Object.entries((input.ui ?? {}) as Record<string, { 'ui:options'?: { labels?: Record<string, LocalText> } }>)
      .filter(([, ui]) => ui && typeof ui === 'object' && ui['ui:options']?.labels)
      .map(([name, ui]) => [name, Object.fromEntries(Object.entries(ui['ui:options']!.labels!).map(([value, t]) => [value, pick(t, locale)]))]),
  );
  const checks = ((input.checks ?? []) as { message: LocalText }[]).map((c) => pick(c.message, locale));
  const confirmFields = ((confirm.fields ?? []) as { label: LocalText; codes?: Record<string, LocalText> }[]).map((f) => ({
    label: pick(f.label, locale),
    ...(f.codes ? { codes: Object.fromEntries(Object.entries(f.codes).map(([code, t]) => [code, pick(t, locale)])) } : {}),
  }));
  return {
    title: pick(input.title as LocalText, locale),
    submit: pick(input.submitLabel as LocalText | undefined, locale),
    fields,
    messages,
    options,
    checks,
    confirm: {
      title: pick(confirm.title as LocalText, locale),
      fields: confirmFields,
      notes: ((confirm.notes ?? []) as LocalText[]).map((n) => pick(n, locale)),
      confirm: pick(confirm.confirmLabel as LocalText | undefined, locale),
      amend: pick(confirm.amendLabel as LocalText | undefined, locale),
    },
  };
}

/** The screens' words in `locale` (what built-texts/<locale>.json holds). */
export function screenWords(locale: Locale) {
  const bill = readJson<Flow>('generated/journeys/bill.pay-new/flow.json');
  const transfer = readJson<Flow>('generated/journeys/transfer.create/flow.json');
  const steps = readJson<Record<string, string>>(`locales/steps/${locale}.json`);
  return {
    bill: journeyTexts(bill, locale),
    transfer: journeyTexts(transfer, locale),
    steps: { next: steps.next!, confirm: steps.confirm!, amend: steps.amend!, verifyDetails: steps.verifyDetails!, loading: steps.loading! },
    validation: readJson<Record<string, string>>(`locales/validation/${locale}.json`),
  };
}

/** Writes bench/hand-written/built-texts/<locale>.json. */
export function extractHandWrittenTexts(): void {
  fs.mkdirSync(HAND_WRITTEN_TEXTS, { recursive: true });
  for (const locale of LOCALES) fs.writeFileSync(path.join(HAND_WRITTEN_TEXTS, `${locale}.json`), JSON.stringify(screenWords(locale)));
}
