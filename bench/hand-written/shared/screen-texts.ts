// The shape of the screens' words (bench/hand-written/extract-texts.ts writes them per
// language; the entry adds them to i18next under `screens`).
export interface JourneyTexts {
  title: string;
  submit?: string;
  fields: Record<string, { label: string; placeholder?: string; help?: string }>;
  messages: Record<string, string>;
  options: Record<string, Record<string, string>>;
  checks: string[];
  confirm: { title: string; fields: { label: string; codes?: Record<string, string> }[]; notes: string[]; confirm?: string; amend?: string };
}

export interface ScreenTexts {
  bill: JourneyTexts;
  transfer: JourneyTexts;
  steps: { next: string; confirm: string; amend: string; verifyDetails: string; loading: string };
  validation: Record<string, string>;
}

/** A screen: the app's services, its reads' answers, the words in the customer's language. */
export type ScreenComponent = React.ComponentType<{ services: import('../../../app/services').AppServices; reads: never; texts: ScreenTexts }>;
