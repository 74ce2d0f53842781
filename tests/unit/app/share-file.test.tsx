// @vitest-environment jsdom
// The share-file action (app/actions/step-actions.ts, bank-file.ts): a file the bank made is
// shared with the Web Share API level 2 only where the browser can share files; otherwise,
// or when the share is refused, it is downloaded with a note saying so. Closing the share
// sheet does nothing more.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import type { Action, FlowRun } from '../../../engine/core';
import en from '../../../locales/shell/shell/en.json';

const toasts: string[] = [];
vi.mock('../../../widgets/overlays', () => ({ SHARED_TOAST_MS: 2000, showToast: (p: { content: string }) => toasts.push(p.content) }));

const { afterShareError, bankFileOf, fileOf, fileShareWay } = await import('../../../app/actions/bank-file');
const { stepActions } = await import('../../../app/actions/step-actions');

await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
const FALLBACK_NOTE = 'This browser cannot share files, so the file has been downloaded instead; you can share it from your downloads.';

const PDF = '%PDF-1.7 test';
const CONTENT = btoa(PDF);
const pdfFile = () => new File([PDF], 'e-cheque-000001.pdf', { type: 'application/pdf' });

describe('fileShareWay', () => {
  it('downloads where the browser has no Web Share API', () => {
    expect(fileShareWay(undefined, pdfFile())).toBe('download');
    expect(fileShareWay({}, pdfFile())).toBe('download');
  });

  it('downloads where the browser shares text only (level 1: share without canShare)', () => {
    expect(fileShareWay({ share: vi.fn() }, pdfFile())).toBe('download');
  });

  it('asks canShare with the file, and downloads when the browser says no or throws', () => {
    const canShare = vi.fn(() => false);
    const file = pdfFile();
    expect(fileShareWay({ share: vi.fn(), canShare }, file)).toBe('download');
    expect(canShare).toHaveBeenCalledWith({ files: [file] });
    const throwing = () => {
      throw new TypeError('files not supported');
    };
    expect(fileShareWay({ share: vi.fn(), canShare: throwing }, file)).toBe('download');
  });

  it('shares where the browser can share this file', () => {
    expect(fileShareWay({ share: vi.fn(), canShare: () => true }, pdfFile())).toBe('share');
  });
});

describe('afterShareError', () => {
  it('does nothing more when the customer closed the share sheet, downloads on any other refusal', () => {
    expect(afterShareError(new DOMException('closed', 'AbortError'))).toBe('nothing');
    expect(afterShareError(new DOMException('no activation', 'NotAllowedError'))).toBe('download');
    expect(afterShareError(new Error('boom'))).toBe('download');
    expect(afterShareError(null)).toBe('download');
  });
});

describe('bankFileOf', () => {
  const scope = { response: { confirm: { contentBase64: CONTENT, fileName: 'e-cheque-000001.pdf' } }, loaded: { detail: { cheque: { chequeId: 'EC1' } } } };

  it('takes the file from the step context (query.content)', async () => {
    const call = vi.fn();
    const action = {
      action: 'share-file',
      label: { 'zh-TW': '', 'zh-CN': '', en: '' },
      query: { content: 'response.confirm.contentBase64', fileName: 'response.confirm.fileName', mimeType: { const: 'application/pdf' } },
    } as unknown as Action;
    expect(await bankFileOf(action, scope, call)).toEqual({ contentBase64: CONTENT, fileName: 'e-cheque-000001.pdf', mimeType: 'application/pdf' });
    expect(call).not.toHaveBeenCalled();
  });

  it('fetches it with the button tx and its mapped request', async () => {
    const call = vi.fn(async () => ({ fileName: 'e-cheque-000002.pdf', mimeType: 'application/pdf', contentBase64: CONTENT }));
    const action = { action: 'share-file', label: {}, tx: 'ITSI700003', request: { chequeId: 'loaded.detail.cheque.chequeId' } } as unknown as Action;
    const file = await bankFileOf(action, scope, call);
    expect(call).toHaveBeenCalledWith('ITSI700003', { chequeId: 'EC1' });
    expect(file?.fileName).toBe('e-cheque-000002.pdf');
    const read = await new Promise<unknown>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(fileOf(file!));
    });
    expect(read).toBe(PDF);
  });

  it('has no file when the context has no content', async () => {
    const action = { action: 'download', label: {}, query: { content: 'response.none' } } as unknown as Action;
    expect(await bankFileOf(action, scope, vi.fn())).toBeNull();
  });
});

describe('share-file action', () => {
  const action = {
    action: 'share-file',
    label: {},
    query: { content: 'response.confirm.contentBase64', fileName: 'response.confirm.fileName', mimeType: { const: 'application/pdf' } },
  } as unknown as Action;
  const scope = { response: { confirm: { contentBase64: CONTENT, fileName: 'e-cheque-000001.pdf' } } };
  const env = { locale: 'en', formatters: {}, navigate: vi.fn(), goBack: vi.fn(), restart: vi.fn(), call: vi.fn() } as never;
  const run = {} as FlowRun;
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    toasts.length = 0;
    clicked = [];
    URL.createObjectURL = vi.fn(() => 'blob:cheque');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });

  const browser = (share: () => Promise<void>, canShare: (d: ShareData) => boolean) => {
    Object.defineProperty(navigator, 'share', { value: vi.fn(share), configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: vi.fn(canShare), configurable: true });
  };

  it('downloads the file with the note where the browser cannot share files', async () => {
    browser(async () => undefined, () => false);
    await stepActions['share-file']!(action, run, scope, env);
    expect(navigator.share).not.toHaveBeenCalled();
    expect(clicked.map((a) => a.download)).toEqual(['e-cheque-000001.pdf']);
    expect(toasts).toEqual([FALLBACK_NOTE]);
  });

  it('shares the PDF as a file where the browser can', async () => {
    browser(async () => undefined, () => true);
    await stepActions['share-file']!(action, run, scope, env);
    const shared = vi.mocked(navigator.share).mock.calls[0]![0]!;
    expect(shared.files!.map((f) => [f.name, f.type])).toEqual([['e-cheque-000001.pdf', 'application/pdf']]);
    expect(clicked).toEqual([]);
    expect(toasts).toEqual(['Shared']);
  });

  it('downloads instead when the share is refused, and does nothing when the customer closes the sheet', async () => {
    browser(() => Promise.reject(new DOMException('no activation', 'NotAllowedError')), () => true);
    await stepActions['share-file']!(action, run, scope, env);
    expect(clicked).toHaveLength(1);
    expect(toasts).toEqual([FALLBACK_NOTE]);

    toasts.length = 0;
    clicked = [];
    browser(() => Promise.reject(new DOMException('closed', 'AbortError')), () => true);
    await stepActions['share-file']!(action, run, scope, env);
    expect(clicked).toEqual([]);
    expect(toasts).toEqual([]);
  });
});
