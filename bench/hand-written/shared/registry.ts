// The widgets' registry for a hand-written screen: the kit's widgets, fields and templates
// (widgets/, the product's), and the widget context (widgets/context.ts) they read the
// language, the texts and the bank's answers from.
import i18next from 'i18next';
import { englishStringTranslator, type Registry, type RJSFSchema } from '@rjsf/utils';
import { fields, templates, widgets, widgetTexts } from '../../../widgets';
import type { WidgetContext } from '../../../widgets/context';
import type { Locale } from '../../../engine/core/flow-types';

export function makeRegistry(schema: RJSFSchema, locale: Locale, formData: () => unknown, resolve: (path: string) => unknown, defaultAccount: () => string | null): Registry {
  const formContext: WidgetContext & { defaultAccount?: string | null } = {
    locale,
    // The live values, read on demand (an amount's currency from the chosen account).
    get formData() {
      return formData();
    },
    // A widget's own text first, then the app's texts, as the product's kit does.
    t: (key) => (widgetTexts[locale] as Record<string, string>)[key] ?? (i18next.exists(key, { lng: locale }) ? i18next.t(key, { lng: locale }) : key),
    resolve,
    get defaultAccount() {
      return defaultAccount();
    },
  };
  return {
    fields,
    widgets,
    templates: templates as Registry['templates'],
    rootSchema: schema,
    // No widget of these screens asks the registry for schema utilities.
    schemaUtils: {} as Registry['schemaUtils'],
    translateString: englishStringTranslator,
    globalFormOptions: { idPrefix: 'root', idSeparator: '_' },
    formContext,
  };
}
