// missing-translation: every customer-visible text has all three locales, non-empty. Checks
// any LocalText-shaped object anywhere in the flow (also free-form ones such as the labels map in
// a select's ui:options, which the schema cannot see), and that every form field has a label.
import { isObject } from '../../lib/json';
import { flowSchema } from '../../lib/flow-schema';
import { formFields } from '../../lib/form-fields';
import { location, type PathSegment } from '../location';
import { walkJson } from '../walk';
import type { Finding, Rule } from '../types';

export function locales(): string[] {
  const defs = flowSchema().definitions as Record<string, { enum?: string[] }> | undefined;
  return defs?.Locale?.enum ?? ['zh-TW', 'zh-CN', 'en'];
}

/** Form schemas are JSON Schema, not texts: a property named "en" is not a translation. */
function isFormSchema(path: PathSegment[]): boolean {
  if (path[0] !== 'steps') return false;
  return (path.length === 3 && path[2] === 'schema') || (path.length === 4 && path[2] === 'filter' && path[3] === 'schema');
}

export const missingTranslationRule: Rule = {
  id: 'missing-translation',
  description: 'texts have every locale, and every form field has a label',
  check(ctx) {
    const all = locales();
    const out: Finding[] = [];
    walkJson(ctx.flow, (node, path) => {
      if (isFormSchema(path)) return false;
      // Lists of search words per locale, not a text (lint/rules/menu-entry.ts checks them).
      if (path.length === 2 && path[0] === 'menu' && path[1] === 'keywords') return false;
      if (!isObject(node) || !all.some((l) => l in node)) return;
      const missing = all.filter((l) => typeof node[l] !== 'string');
      const empty = all.filter((l) => typeof node[l] === 'string' && (node[l] as string).trim() === '');
      if (missing.length) out.push({ location: location(path), message: `text lacks ${missing.join(', ')}` });
      if (empty.length) out.push({ location: location(path), message: `text is empty in ${empty.join(', ')}` });
    });
    for (const form of ctx.forms()) {
      for (const field of formFields(form.resolved.schema, form.ui)) {
        const text = form.fields[field.path];
        if (!isObject(text) || !isObject(text.label)) {
          out.push({ location: `${form.location}.fields`, message: `form field "${field.path}" has no label` });
        }
      }
    }
    return out;
  },
};
