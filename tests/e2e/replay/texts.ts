// The words on screen a replay needs, in the fixture's language, taken from where the app
// itself takes them: field labels from the flow, step buttons from the engine adapter, picker
// texts from the widgets, token-sheet texts from the app's translations. A reworded label
// therefore moves the app and its replay together.
import fs from 'node:fs';
import path from 'node:path';
import type { FieldText } from '../../../generated/types/flow';
import type { Locale, Step } from '../../../engine/core/flow-types';
import { adapterText } from '../../../engine/react/texts';
import { textsFor } from '../../../widgets/i18n';
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

/** The mobile-token sheet's texts (app/i18n/locales/<area>/<language>.json, flat keys, areas merged). */
export function tokenTexts(locale: Locale): TokenTexts {
  const dir = path.join(REPO_ROOT, 'app', 'i18n', 'locales');
  const file = path.join(dir, '*', `${locale}.json`);
  const all: Record<string, string> = {};
  for (const area of fs.readdirSync(dir)) {
    const areaFile = path.join(dir, area, `${locale}.json`);
    if (fs.existsSync(areaFile)) Object.assign(all, JSON.parse(fs.readFileSync(areaFile, 'utf8')) as Record<string, string>);
  }
  const text = (key: string): string => {
    const value = all[key];
    if (typeof value !== 'string') throw new Error(`${file} has no '${key}'`);
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
