// The service-auth answer (spec section 8: "open the window for a block-redirect address;
// PLZ_BIND_CARD means bind a card"): the bank refused because something must be done first.
// The customer is told why and, on their word, the module of the address opens through
// /open/{module} (a redirect looked up in the module table), carrying the current address as
// backUrl: the module brings the customer back here to retry. One prompt at a time.
import i18next from 'i18next';
import links from '../routing/service-auth-links.json';
import { safeRedirect } from '../routing/safe-redirect';
import { LOCALES, type Locale } from '../../engine/core/flow-types';
import { textNamespace } from '../../engine/core/text-namespace';
import zhTW from '../../locales/verification/zh-TW.json';
import zhCN from '../../locales/verification/zh-CN.json';
import en from '../../locales/verification/en.json';

const TABLE = links as Record<string, string>;

/** Where the address leads, with the caller to come back to; null for an address the app does not know. */
export function blockRedirectTarget(redirect: string, returnTo: string): string | null {
  const module = Object.hasOwn(TABLE, redirect) && redirect !== '$comment' ? TABLE[redirect] : undefined;
  if (!module) return null;
  return `/open/${module}?${new URLSearchParams({ backUrl: safeRedirect(returnTo) })}`;
}

let prompting = false;

export interface BlockRedirectUi {
  /** Asks the customer; resolves true to go. */
  confirm(message: string, goText: string): Promise<boolean>;
  navigate(to: string): void;
  /** The location on screen. */
  here(): string;
  /** The button that opens the module, per address. */
  goText(redirect: string): string;
}

export async function openBlockRedirect(event: { message: string; redirect: string }, ui: BlockRedirectUi): Promise<void> {
  const target = blockRedirectTarget(event.redirect, ui.here());
  // An address the app does not know: the refusal's own message shows where the call was made.
  if (!target || prompting) return;
  prompting = true;
  try {
    if (await ui.confirm(event.message, ui.goText(event.redirect))) ui.navigate(target);
  } finally {
    prompting = false;
  }
}

/** The button that opens the module, per address, in the customer's language. */
const VERIFICATION = /* @__PURE__ */ textNamespace('verification', { 'zh-TW': zhTW, 'zh-CN': zhCN, en });

function goText(redirect: string, language: string): string {
  const key = `go.${redirect}`;
  if (!Object.hasOwn(en, key)) return redirect;
  return VERIFICATION.text(key as keyof typeof en, (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en');
}

/** The shell's prompt: a Tip dialog with the bank's message, Cancel and the module's button. */
export function promptBlockRedirect(event: { message: string; redirect: string }, navigate: (to: string) => void, t: (key: string) => string): Promise<void> {
  return openBlockRedirect(event, {
    confirm: async (content, confirmText) => (await import('../../widgets/overlays')).confirmDialog({ title: t('dialog.tip'), content, confirmText, cancelText: t('token.cancel') }),
    navigate,
    here: () => window.location.hash.slice(1),
    goText: (redirect) => goText(redirect, i18next.language),
  });
}
