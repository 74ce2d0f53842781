// The words on screen a replay needs, in the fixture's language, taken from where the app
// itself takes them: field labels from the flow, step buttons from the engine adapter, picker
// texts from the widgets, token-sheet texts from the app's translations. A reworded label
// therefore moves the app and its replay together.
import fs from 'node:fs';
import path from 'node:path';
import type { FieldText } from '../../../generated/types/flow';
import type { Locale, Step } from '../../../engine/core/flow-types';
import { adapterText, textsFor } from './locale-tables';
import { REPO_ROOT } from '../../replay/files';

export { adapterText, textsFor };

/** Label, placeholder and help texts of a form step's fields, or of a list step's filter. */
export function fieldTexts(step: Step): Record<string, FieldText> {
  if (step.kind === 'form') return step.fields;
  if (step.kind === 'list') return step.filter?.fields ?? {};
  return {};
}

/** The label of a field path in `locale`, or undefined when the flow gives none. */
export function fieldLabel(step: Step, fieldPath: string, locale: Locale): string | undefined {
  return fieldTexts(step)[fieldPath]?.label[locale];
}

export interface TokenTexts {
  title: string;
  codeLabel: string;
  confirm: string;
  cancel: string;
}

/** The app's translations in `locale`: every area's file (locales/shell/<area>/<locale>.json) merged. */
export function appTexts(locale: Locale): Record<string, string> {
  const dir = path.join(REPO_ROOT, 'locales', 'shell');
  const all: Record<string, string> = {};
  for (const area of fs.readdirSync(dir)) {
    const file = path.join(dir, area, `${locale}.json`);
    if (fs.existsSync(file)) Object.assign(all, JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
  }
  return all;
}

/** The mobile-token sheet's texts (locales/shell/<area>/<locale>.json, flat keys). */
export function tokenTexts(locale: Locale): TokenTexts {
  const all = appTexts(locale);
  const text = (key: string): string => {
    const value = all[key];
    if (typeof value !== 'string') throw new Error(`locales/shell has no '${key}' for ${locale}`);
    return value;
  };
  return { title: text('token.title'), codeLabel: text('token.codeLabel'), confirm: text('token.confirm'), cancel: text('token.cancel') };
}

/** A pattern matching exactly `text`, for names that must not match a longer label. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}$`);
}

/** A pattern matching names that start with `text` (a picker's name is label + shown value). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${escapeRegExp(text)}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
