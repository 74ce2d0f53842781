// The contract between the engine's React adapter and the widgets: the adapter passes a
// WidgetContext as RJSF's formContext. Widgets read it through widgetContext(), which fills in
// safe defaults so a widget still renders in isolation (tests, a form without context).

import type { Locale } from '../domain/locale';

export type WidgetLocale = Locale;

/** Text in the three UI languages (schemas/entities/local-text.json). */
export type LocalText = Record<WidgetLocale, string>;

export interface WidgetContext {
  /** UI language of the session. */
  locale: WidgetLocale;
  /** The whole live form data; `currencyFrom` and similar options are paths inside it. */
  formData: unknown;
  /** App translations for shared texts (the widgets' own texts live in widgets/i18n.ts). */
  t: (key: string) => string;
  /** Resolves a run-context path such as 'loaded.input.accounts'. */
  resolve: (path: string) => unknown;
  /** Sends a file to the bank's upload root; absent where nothing can be uploaded (tests). */
  upload?: (target: string, body: Blob, contentType: string) => Promise<unknown>;
  /** The account id a from-account field preselects when it has no value (the session's defaultAccount). */
  defaultAccount?: string | null;
  /** The device's ID-card capture with text recognition; answers null where the device has none. */
  captureIdCard?: (side: 'front' | 'back') => Promise<{ image: Blob; fields: Record<string, string> } | null>;
}

export const LOCALES: readonly WidgetLocale[] = ['zh-TW', 'zh-CN', 'en'];

// Traditional Chinese is the product's default language (spec section 9).
const DEFAULT_CONTEXT: WidgetContext = {
  locale: 'zh-TW',
  formData: undefined,
  t: (key) => key,
  resolve: () => undefined,
};

function isLocale(value: unknown): value is WidgetLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The WidgetContext of a form, from an RJSF registry (or anything holding formContext). */
export function widgetContext(holder: { formContext?: unknown } | undefined): WidgetContext {
  const given = (holder?.formContext ?? {}) as Partial<WidgetContext>;
  return {
    locale: isLocale(given.locale) ? given.locale : DEFAULT_CONTEXT.locale,
    formData: given.formData,
    t: typeof given.t === 'function' ? given.t : DEFAULT_CONTEXT.t,
    resolve: typeof given.resolve === 'function' ? given.resolve : DEFAULT_CONTEXT.resolve,
    ...(typeof given.upload === 'function' ? { upload: given.upload } : {}),
    ...(typeof given.captureIdCard === 'function' ? { captureIdCard: given.captureIdCard } : {}),
    ...(typeof given.defaultAccount === 'string' ? { defaultAccount: given.defaultAccount } : {}),
  };
}

/** Reads a dotted path ('fromAccount.currency') inside plain data; undefined when absent. */
export function readPath(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const key of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** Resolves a ui:options run-context path option (itemsFrom, banksFrom, ...). */
export function resolveOption(ctx: WidgetContext, path: unknown): unknown {
  return typeof path === 'string' && path !== '' ? ctx.resolve(path) : undefined;
}

/** Picks the locale's string from a LocalText; plain strings pass through. */
export function localText(text: unknown, locale: WidgetLocale): string {
  if (typeof text === 'string') return text;
  if (text && typeof text === 'object') {
    const value = (text as Partial<LocalText>)[locale];
    if (typeof value === 'string') return value;
  }
  return '';
}
