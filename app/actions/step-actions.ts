// The named actions a result or detail step's buttons may run (vocabulary.json: actions).
import { SHARED_TOAST_MS, showDialog, showToast } from '../../widgets/overlays';
import i18next from 'i18next';
import type { Device, ShareOutcome, ShareTarget } from '../../bridge';
import type { Action, Field, FlowRun, Locale } from '../../engine/core';
import { applyMapping, engineText } from '../../engine/core';
import { formatField, type Formatters } from '../../engine/react';
import { renderReceiptPng, type ReceiptLine } from './receipt-image';
import { afterShareError, bankFileOf, fileOf, fileShareWay, type BankFile, type CallBank } from './bank-file';

export interface ActionEnv {
  locale: Locale;
  formatters: Formatters;
  navigate: (to: string, query?: Record<string, string>) => void;
  goBack: () => void;
  restart: (run: FlowRun) => void;
  /** Calls the bank (a download/share-file button's tx); rejects with the bank's message. */
  call: CallBank;
  /** The device that shares (the Web Share API, or the bank app's WhatsApp / WeChat / LINE). */
  device: Device;
}

/** The customer picks where to share when the device offers several targets (the bank app). */
function chooseTarget(targets: ShareTarget[]): Promise<ShareTarget | null> {
  if (targets.length < 2) return Promise.resolve(targets[0] ?? null);
  return new Promise((resolve) => {
    let chosen: ShareTarget | null = null;
    showDialog({
      title: i18next.t('share.title'),
      closeOnAction: true,
      closeOnMaskClick: true,
      actions: [
        ...targets.map((target) => ({ key: target, text: i18next.t(`share.${target}`), onClick: () => void (chosen = target) })),
        { key: 'cancel', text: i18next.t('share.cancel') },
      ],
      afterClose: () => resolve(chosen),
    });
  });
}

/** Spec section 8: success or failure, 'not supported' without the share function, the app not installed. */
function sayShared(outcome: ShareOutcome, target: ShareTarget): void {
  const key = {
    shared: 'action.shared',
    failed: 'action.shareFailed',
    copied: 'action.copied',
    'not-installed': 'share.notInstalled',
    'not-supported': 'share.notSupported',
    cancelled: null,
  }[outcome];
  if (key) showToast({ content: i18next.t(key, { app: i18next.t(`share.${target}`) }), ...(outcome === 'shared' ? { duration: SHARED_TOAST_MS } : {}) });
}

function receiptLines(run: FlowRun, scope: object, env: ActionEnv): ReceiptLine[] {
  const fields = ((run.step as { fields?: Field[] }).fields ?? []) as Field[];
  return fields
    .map((f) => ({ label: f.label[env.locale], value: formatField(f, scope, env.locale, env.formatters) }))
    .filter((l) => l.value !== '');
}

async function receipt(run: FlowRun, scope: object, env: ActionEnv): Promise<{ blob: Blob; lines: ReceiptLine[]; title: string }> {
  const title = (run.step.title ?? run.flow.title)[env.locale];
  const lines = receiptLines(run, scope, env);
  const blob = await renderReceiptPng(title, lines, i18next.t('app.title'));
  return { blob, lines, title };
}

function fileName(run: FlowRun): string {
  return `${run.flow.id.replace(/\W+/g, '-')}-${run.runId.slice(0, 8)}.png`;
}

/** The bank's file for a download/share-file button; a toast says why when there is none. */
async function bankFile(action: Action, scope: object, env: ActionEnv): Promise<BankFile | null> {
  try {
    const file = await bankFileOf(action, scope, env.call);
    if (!file) showToast({ content: i18next.t('action.fileMissing') });
    return file;
  } catch (e) {
    showToast({ content: (e as Error).message || i18next.t('action.fileMissing') });
    return null;
  }
}

/** Saves the bytes as a download named `name`, then says so (by default: stored). */
function download(blob: Blob, name: string, note = i18next.t('action.stored')): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  showToast({ content: note });
}

const saveFile = (file: File, note: string) => download(file, file.name, note);

/** Moves focus to the step on screen (not into its controls), e.g. after the focused button went away. */
function focusStep(): void {
  const step = document.querySelector<HTMLElement>('.flow-step');
  if (!step) return;
  step.tabIndex = -1;
  step.focus();
}

export const stepActions: Record<string, (action: Action, run: FlowRun, scope: object, env: ActionEnv) => void | Promise<void>> = {
  navigate: (action, _run, scope, env) => env.navigate(action.to ?? '/mine/index', applyMapping(scope, action.query) as Record<string, string>),
  back: (_action, _run, _scope, env) => env.goBack(),
  restart: (_action, run, _scope, env) => env.restart(run),
  // The verification page back to its caller, with the result event (app/verification).
  'return-to-caller': async (action, run) => (await import('../verification/return-to-caller')).returnToCaller(run, action.to),
  // Split the bill of a paid transaction: the share page reads the bank's record by kind and id.
  'share-bill': (action, _run, scope, env) => env.navigate('/transfer-pay/share-image', applyMapping(scope, action.query) as Record<string, string>),
  // A detail step that leads somewhere (review the record, then confirm): on to the step's next.
  continue: async (_action, run) => {
    await run.proceed();
  },
  'store-details': async (_action, run, scope, env) => {
    const { blob } = await receipt(run, scope, env);
    download(blob, fileName(run));
  },
  share: async (_action, run, scope, env) => {
    const { blob, lines, title } = await receipt(run, scope, env);
    const text = [title, ...lines.map((l) => `${l.label}: ${l.value}`)].join('\n');
    const target = await chooseTarget(env.device.shareTargets());
    if (!target) return;
    try {
      sayShared(await env.device.share(target, { title, text, image: blob, fileName: fileName(run) }), target);
    } catch (e) {
      // A device error: its catalogue message (nothing for the customer's own cancel).
      const message = (e as Error).message;
      if (message) showToast({ content: message });
    }
  },
  // The step's details drawn as a picture (canvas: drawn text only, nothing parsed as HTML),
  // shared as an image file where the device can share files, else downloaded.
  'share-image': async (action, run, scope, env) => {
    // In the bank app the picture goes to the messaging app the customer picks.
    if (env.device.kind === 'native') return stepActions.share!(action, run, scope, env);
    const { blob, title } = await receipt(run, scope, env);
    const file = new File([blob], fileName(run), { type: 'image/png' });
    if (navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ title, files: [file] });
        showToast({ content: i18next.t('action.shared'), duration: SHARED_TOAST_MS });
        return;
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
      }
    }
    download(blob, fileName(run));
  },
  // The QR code drawn on this step (format "qr") as a PNG: shared where the device can share
  // files, else downloaded. Not while the code is still being drawn (widgets/renderers/QrImage.tsx).
  'save-qr': async (_action, run) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-qr][data-state="drawn"]');
    const blob = canvas ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png')) : null;
    if (!blob) {
      showToast({ content: i18next.t('action.shareFailed') });
      return;
    }
    const file = new File([blob], fileName(run), { type: 'image/png' });
    if (navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ files: [file] });
        return;
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
      }
    }
    download(blob, fileName(run));
  },
  // A document the bank made (an e-cheque PDF): query.content (base64), query.fileName and
  // query.mimeType from the step's context, or the answer of the button's tx (bank-file.ts).
  // Saved as a file, never opened or parsed here.
  download: async (action, _run, scope, env) => {
    const file = await bankFile(action, scope, env);
    if (file) saveFile(fileOf(file), i18next.t('action.fileStored'));
  },
  // The same document shared as a file with the Web Share API level 2 where the browser can
  // share files (navigator.canShare({ files })); elsewhere it is downloaded, with a note saying so.
  'share-file': async (action, _run, scope, env) => {
    const found = await bankFile(action, scope, env);
    if (!found) return;
    const file = fileOf(found);
    if (fileShareWay(typeof navigator === 'undefined' ? undefined : navigator, file) === 'share') {
      try {
        await navigator.share({ files: [file], title: file.name });
        showToast({ content: i18next.t('action.shared'), duration: SHARED_TOAST_MS });
        return;
      } catch (e) {
        if (afterShareError(e) === 'nothing') return;
      }
    }
    saveFile(file, i18next.t('action.shareFileFallback'));
  },
  // Acts on what a list or detail step shows (mark every notice read): the button's tx (never a
  // money-moving one) with its request, then the step loads again and `done` is told; a refusal
  // is told in the bank's words and the page stays as it was.
  call: async (action, run, scope, env) => {
    if (!action.tx) return;
    const focused = document.activeElement;
    try {
      await run.callThenReload(action.tx, action.request);
      if (action.done) showToast({ content: action.done[env.locale] });
    } catch (e) {
      showToast({ content: (e as Error).message || engineText('unexpected', env.locale) });
    }
    // A button shown only while it applies (`when`) may be gone now: keep the keyboard on the page.
    if (focused instanceof HTMLElement && !focused.isConnected) focusStep();
  },
  // Copies the text mapped as query.text (e.g. a QR payload string).
  copy: async (action, _run, scope) => {
    const text = String(applyMapping(scope, action.query).text ?? '');
    try {
      await navigator.clipboard.writeText(text);
      showToast({ content: i18next.t('action.copied') });
    } catch {
      showToast({ content: i18next.t('action.copyFailed') });
    }
  },
};
