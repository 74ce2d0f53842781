// Everything the React adapter is handed by the app: the renderer set (the step views, built on
// the app's UI kit), widgets, templates, precompiled form validators, formatters and action
// handlers. The adapter itself knows no journey and no UI kit.
import { createContext, useContext, type ComponentType } from 'react';
import type { RegistryFieldsType, RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import type { TemplatesType } from '@rjsf/utils';
import type { Action, Locale, Step } from '../core/flow-types';
import type { FlowRun } from '../core/flow-run';

export interface Formatters {
  money(minor: number, currency: string): string;
  /** Money in units of ten thousand above 10,000 where the language has the unit (format money-wan). */
  moneyWan?(minor: number, currency: string): string;
  /** Groups by the account type when known (domain/format/account.ts). */
  account(accountNo: string, accountType?: string): string;
  bank(code: string): string;
  date(iso: string): string;
  datetime(iso: string): string;
}

export interface FormEntry {
  schema: RJSFSchema;
}

/**
 * How each kind of step looks, as a form library's theme does: the app picks the set
 * (widgets/renderers/ builds one on antd-mobile) and the adapter binds the run to it.
 */
export interface StepRenderers {
  /** The view of each step kind; a view may be lazy (React.lazy): the adapter waits for it. */
  views: Record<Step['kind'], ComponentType<{ run: FlowRun }>>;
  /** The run's failure over the step: what went wrong, with a retry where there is one. */
  ErrorBanner: ComponentType<{ run: FlowRun }>;
  /** Shown beside the words "Loading" while a step waits for what it shows. */
  Spinner: ComponentType;
}

export interface EngineKit {
  locale: Locale;
  renderers: StepRenderers;
  widgets: RegistryWidgetsType;
  fields: RegistryFieldsType;
  /** RJSF's template set, as a theme has it (widgets/templates/). */
  templates: Partial<Omit<TemplatesType, 'ButtonTemplates'>> & { ButtonTemplates?: Partial<TemplatesType['ButtonTemplates']> };
  forms: Record<string, FormEntry>;
  formatters: Formatters;
  /** Shared texts of the widgets (their own keys), handed to them through formContext. */
  widgetText: (key: string) => string;
  /** Runs a result/detail button by its vocabulary name. */
  onAction: (action: Action, run: FlowRun, scope: object) => void;
  /** Tells a message in a toast (a form step's toastErrors). */
  toast?: (message: string) => void;
  /** Sends a file to the bank's upload root (a photo widget), handed to widgets through formContext. */
  upload?: (target: string, body: Blob, contentType: string) => Promise<unknown>;
  /** The device's ID-card capture (a photo widget of an ID card side), handed to widgets through formContext. */
  captureIdCard?: (side: 'front' | 'back') => Promise<{ image: Blob; fields: Record<string, string> } | null>;
  /** The account id from-account fields preselect (read when a form renders). */
  defaultAccount?: () => string | null;
  /** Opens a route with a query (list rows). */
  navigate: (to: string, query: Record<string, string>) => void;
  /**
   * The prefix of the form's field ids, `root` (RJSF's) unless a page shows the same step more
   * than once: ids are unique in a document, and a label or value named by id is found by it.
   */
  idPrefix?: string;
}

export const EngineKitContext = createContext<EngineKit | null>(null);

export function useEngineKit(): EngineKit {
  const kit = useContext(EngineKitContext);
  if (!kit) throw new Error('EngineKitContext is missing: wrap flow pages in <EngineKitContext.Provider>');
  return kit;
}
