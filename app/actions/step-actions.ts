// The named actions a result or detail step's buttons may run (vocabulary.json: actions).
import { showToast } from '../../widgets/overlays';
import i18next from 'i18next';
import type { Action, Field, FlowRun, Locale } from '../../engine/core';
import { applyMapping } from '../../engine/core';
import { formatField, type Formatters } from '../../engine/react';
import { renderReceiptPng, type ReceiptLine } from './receipt-image';

export interface ActionEnv {
  locale: Locale;
  formatters: Formatters;
  navigate: (to: string, query?: Record<string, string>) => void;
  goBack: () => void;
  restart: (run: FlowRun) => void;
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

function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  showToast({ content: i18next.t('action.stored'), duration: 3000 });
}

export const stepActions: Record<string, (action: Action, run: FlowRun, scope: object, env: ActionEnv) => void | Promise<void>> = {
  navigate: (action, _run, scope, env) => env.navigate(action.to ?? '/mine/index', applyMapping(scope, action.query) as Record<string, string>),
  back: (_action, _run, _scope, env) => env.goBack(),
  restart: (_action, run, _scope, env) => env.restart(run),
  // A detail step that leads somewhere (review the record, then confirm): on to the step's next.
  continue: async (_action, run) => {
    await run.proceed();
  },
  'store-details': async (_action, run, scope, env) => {
    const { blob } = await receipt(run, scope, env);
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(run);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    showToast({ content: i18next.t('action.stored'), duration: 3000 });
  },
  share: async (_action, run, scope, env) => {
    const { blob, lines, title } = await receipt(run, scope, env);
    const text = [title, ...lines.map((l) => `${l.label}: ${l.value}`)].join('\n');
    const file = new File([blob], fileName(run), { type: 'image/png' });
    try {
      if (navigator.canShare?.({ files: [file] })) {
        await navigator.share({ title, files: [file] });
      } else if (typeof navigator.share === 'function') {
        await navigator.share({ title, text });
      } else {
        await navigator.clipboard.writeText(text);
        showToast({ content: i18next.t('action.copied'), duration: 3000 });
        return;
      }
      showToast({ content: i18next.t('action.shared'), duration: 2000 });
    } catch (e) {
      // Closing the share sheet is the customer's choice, not a failure.
      if ((e as Error).name !== 'AbortError') showToast({ content: i18next.t('action.shareFailed'), duration: 3000 });
    }
  },
  // The step's details drawn as a picture (canvas: drawn text only, nothing parsed as HTML),
  // shared as an image file where the device can share files, else downloaded.
  'share-image': async (_action, run, scope, env) => {
    const { blob, title } = await receipt(run, scope, env);
    const file = new File([blob], fileName(run), { type: 'image/png' });
    if (navigator.canShare?.({ files: [file] })) {
      try {
        await navigator.share({ title, files: [file] });
        showToast({ content: i18next.t('action.shared'), duration: 2000 });
        return;
      } catch (e) {
        if ((e as Error).name === 'AbortError') return;
      }
    }
    download(blob, fileName(run));
  },
  // The QR code drawn on this step (format "qr") as a PNG: shared where the device can share
  // files, else downloaded.
  'save-qr': async (_action, run) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-qr]');
    const blob = canvas ? await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png')) : null;
    if (!blob) {
      showToast({ content: i18next.t('action.shareFailed'), duration: 3000 });
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
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName(run);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    showToast({ content: i18next.t('action.stored'), duration: 3000 });
  },
  // A document the bank made (an e-cheque PDF), mapped as query.content (base64),
  // query.fileName and query.mimeType: saved as a file, never opened or parsed here.
  download: (action, _run, scope) => {
    const q = applyMapping(scope, action.query) as Record<string, unknown>;
    const content = typeof q.content === 'string' ? q.content : '';
    if (!content) {
      showToast({ content: i18next.t('action.shareFailed'), duration: 3000 });
      return;
    }
    const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
    const blob = new Blob([bytes], { type: typeof q.mimeType === 'string' ? q.mimeType : 'application/octet-stream' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = typeof q.fileName === 'string' && q.fileName ? q.fileName : 'document';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    showToast({ content: i18next.t('action.stored'), duration: 3000 });
  },
  // Copies the text mapped as query.text (e.g. a QR payload string).
  copy: async (action, _run, scope) => {
    const text = String(applyMapping(scope, action.query).text ?? '');
    try {
      await navigator.clipboard.writeText(text);
      showToast({ content: i18next.t('action.copied'), duration: 3000 });
    } catch {
      showToast({ content: i18next.t('action.copyFailed'), duration: 3000 });
    }
  },
};
