// Builds the RJSF uiSchema of a form step: the flow's ui hints plus its labels,
// placeholders and help texts in the customer's language.
import type { UiSchema } from '@rjsf/utils';
import type { Locale, LocalText } from '../core/flow-types';

interface FieldTextDef {
  label: LocalText;
  placeholder?: LocalText;
  help?: LocalText;
}

export function buildUiSchema(ui: object | undefined, fields: Record<string, FieldTextDef> | undefined, locale: Locale): UiSchema {
  const out = JSON.parse(JSON.stringify(ui ?? {})) as Record<string, unknown>;
  for (const [path, text] of Object.entries(fields ?? {})) {
    let node = out;
    for (const part of path.split('.')) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node['ui:title'] = text.label[locale];
    if (text.placeholder) node['ui:placeholder'] = text.placeholder[locale];
    if (text.help) node['ui:help'] = text.help[locale];
  }
  out['ui:submitButtonOptions'] = { norender: true };
  return out as UiSchema;
}
