// Every rule of every form step answers in the customer's language (docs/testing.md, "Inputs
// generated from the schemas"): for each field of each form (and each list's filter) of every
// flow, fast-check generates values that break each of its rules (below and above each bound,
// near misses of its pattern, left out where required, not on its list, a wrong currency, a
// fraction where minor units are due, over-long texts in other scripts) and puts each to the
// form's precompiled validator through the engine's own mapping (validateWith, as the form step
// runs it), in Traditional Chinese, Simplified Chinese and English. Each value must be refused
// on its field with the rule's own message (the flow's message for `field.keyword` where the flow
// has one), a sentence of that language: never empty, never a raw text key, never the English
// fallback in Chinese. An amount typed with more decimals than its currency has (JPY none) is
// refused by the amount widget's parser and reaches the form as a refused figure: the field,
// required or optional, must be refused with the message that names the currency's places.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Flow, FormStep, ListStep, Locale, LocalText } from '../../../engine/core/flow-types';
import { formKey } from '../../../engine/core/run-checks';
import { validateWith, type CompiledValidator } from '../../../engine/core/validation';
import { minorDigits, parseMoney } from '../../../domain/format/money';
import { amountValue } from '../../../domain/format/amount-figure';
import validationEn from '../../../locales/validation/en.json';
import validationZhCN from '../../../locales/validation/zh-CN.json';
import validationZhTW from '../../../locales/validation/zh-TW.json';
import { formValidators } from '../../../generated/validators/forms.js';
import { flowsById } from '../../replay/flows';
import { brokenRules, formFields, withValue, type FormField } from './form-rules-generated';

const LOCALES: Locale[] = ['zh-TW', 'zh-CN', 'en'];
const CJK = /[\u3400-\u9fff]/;
const RAW_KEY = /^[a-z]+(?:[A-Z][a-z0-9]*)+$|^[\w-]+\.[\w.-]+$/;
/** Modest and fixed: the same values on every run; fast-check prints the seed and the value on a failure. */
const RUNS = 12;
const SEED = 20261203;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

interface FormUnderTest {
  flow: Flow;
  stepId: string;
  messages: Record<string, LocalText> | undefined;
  ui: Json;
  validate: CompiledValidator;
  schema: Json;
}

function forms(): FormUnderTest[] {
  const out: FormUnderTest[] = [];
  for (const flow of Object.values(flowsById()) as Flow[]) {
    for (const [stepId, step] of Object.entries(flow.steps)) {
      const form = step.kind === 'form' ? (step as FormStep) : step.kind === 'list' ? (step as ListStep).filter : undefined;
      if (!form) continue;
      const entry = formValidators[formKey(flow, stepId)];
      // A form without its validator is refused by the engine itself; the codegen test proves there is none.
      if (!entry) continue;
      out.push({ flow, stepId, messages: form.messages, ui: (form.ui ?? {}) as Json, validate: entry.validate as CompiledValidator, schema: entry.schema as Json });
    }
  }
  return out;
}

/** The field whose message answers a left-out member: the group's, when the group is empty and the flow gives it one. */
function answeringField(form: FormUnderTest, path: string, keyword: string, input: Json): string {
  if (keyword !== 'required' || !path.includes('.')) return path;
  const parent = path.slice(0, path.lastIndexOf('.'));
  const value = parent.split('.').reduce<unknown>((v, p) => (isObject(v) ? v[p] : undefined), input);
  return isObject(value) && Object.keys(value).length === 0 && form.messages?.[`${parent}.required`] ? parent : path;
}

/** Refused on `field` with the rule's own message, in each language, each a sentence of it. */
function assertAnswers(form: FormUnderTest, field: FormField, keyword: string, input: Json): void {
  const at = answeringField(form, field.path, keyword, input);
  const answering = at === field.path ? keyword : 'required';
  const own = form.messages?.[`${at}.${answering}`];
  const texts: Record<string, string[]> = {};
  for (const locale of LOCALES) {
    const errors = validateWith(form.validate, input, form.messages, locale);
    const list = errors[at] ?? [];
    const where = `${form.flow.id} ${form.stepId} ${at} (${answering}) ${locale} ${JSON.stringify(input).slice(0, 120)}`;
    if (list.length === 0) throw new Error(`${where}: not refused (errors on ${JSON.stringify(Object.keys(errors))})`);
    if (own && !list.includes(own[locale])) throw new Error(`${where}: the flow's message ${JSON.stringify(own[locale])} is not among ${JSON.stringify(list)}`);
    for (const message of list) {
      if (message.trim() === '' || RAW_KEY.test(message.trim())) throw new Error(`${where}: ${JSON.stringify(message)} is empty or a text key`);
      if (locale === 'en' ? CJK.test(message) : !CJK.test(message)) throw new Error(`${where}: ${JSON.stringify(message)} is not in ${locale}`);
    }
    texts[locale] = list;
  }
  expect(texts['zh-TW']).not.toEqual(texts.en);
}

/** The ui:options of a field at a dotted path. */
function optionsAt(ui: Json, path: string): Json {
  const node = path.split('.').reduce<unknown>((n, p) => (isObject(n) ? n[p] : undefined), ui);
  return isObject(node) && isObject(node['ui:options']) ? node['ui:options'] : {};
}

const FIGURE_TEXTS: Record<Locale, typeof validationEn> = { 'zh-TW': validationZhTW, 'zh-CN': validationZhCN, en: validationEn };

/** Refused on `field` with the message naming the currency's decimal places, in each language. */
function assertRefusedFigure(form: FormUnderTest, field: FormField, currency: string, input: Json): void {
  for (const locale of LOCALES) {
    const expected = FIGURE_TEXTS[locale][minorDigits(currency) === 0 ? 'amountWhole' : 'amountDecimals'];
    const list = validateWith(form.validate, input, form.messages, locale)[field.path] ?? [];
    if (!list.includes(expected)) throw new Error(`${form.flow.id} ${form.stepId} ${field.path} ${currency} ${locale}: ${JSON.stringify(expected)} is not among ${JSON.stringify(list)}`);
  }
}

const all = forms();
const amountFields = all.flatMap((form) => formFields(form.schema).flatMap((field) => {
  const options = optionsAt(form.ui, field.path);
  return typeof options.currency === 'string' || typeof options.currencyFrom === 'string' ? [{ form, field, options }] : [];
}));

describe('every rule of every form step answers with its own message in each language', () => {
  it('finds the form steps of all the flows', () => {
    expect(all.length).toBeGreaterThanOrEqual(80);
    expect(new Set(all.map((f) => f.flow.id)).size).toBeGreaterThanOrEqual(60);
  });

  for (const form of all) {
    const rules = formFields(form.schema).flatMap((field) => brokenRules(field).map((rule) => ({ field, rule })));
    if (rules.length === 0) continue;
    it(`${form.flow.id} ${form.stepId}: ${rules.length} rules`, () => {
      for (const { field, rule } of rules) {
        fc.assert(
          fc.property(rule.values, (value) => assertAnswers(form, field, rule.keyword, withValue({}, field.path, value))),
          { numRuns: RUNS, seed: SEED, endOnFailure: true, examples: [] },
        );
      }
    });
  }
});

describe('an amount with more decimals than its currency has is refused with a message naming the currency\'s places', () => {
  it('finds the amount fields', () => {
    expect(amountFields.length).toBeGreaterThanOrEqual(10);
  });

  for (const { form, field, options } of amountFields) {
    const name = `${form.flow.id} ${form.stepId}: ${field.path}`;
    it(name, () => {
      // The widget hands the form a refused figure, not nothing: required or optional, the field is refused.
      const currencies = typeof options.currency === 'string' ? fc.constant(options.currency) : fc.constantFrom('JPY', 'HKD', 'USD', 'MOP', 'CNY');
      fc.assert(
        fc.property(currencies, fc.nat({ max: 9_999_999 }), fc.integer({ min: 1, max: 3 }), fc.nat({ max: 999 }), (currency, whole, extra, tail) => {
          const places = minorDigits(currency) + extra;
          const text = `${whole}.${String(tail).padStart(3, '0').repeat(2).slice(0, places).padEnd(places, '5')}`;
          const parsed = parseMoney(text, currency);
          if (parsed.ok || parsed.reason !== 'decimals') throw new Error(`${currency} ${text} parsed as ${JSON.stringify(parsed)}`);
          const input = typeof options.currencyFrom === 'string' ? withValue({}, options.currencyFrom, currency) : {};
          assertRefusedFigure(form, field, currency, withValue(input, field.path, amountValue(text, currency)));
        }),
        { numRuns: RUNS, seed: SEED },
      );
      // And the same figure with the currency's own places goes through (JPY whole yen).
      expect(parseMoney('1234', 'JPY')).toEqual({ ok: true, minor: 1234 });
    });
  }
});
