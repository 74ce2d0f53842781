// A file the bank made (an e-cheque PDF), for the download and share-file actions: taken from
// the step's context (query.content, query.fileName, query.mimeType) or fetched when the
// button is pressed (the button's tx and request). The bytes are saved or shared as they
// are, never opened or parsed here.
import type { Action } from '../../engine/core';
import { applyMapping } from '../../engine/core';

export interface BankFile {
  fileName: string;
  mimeType: string;
  contentBase64: string;
}

export type CallBank = (code: string, payload: Record<string, unknown>) => Promise<unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The file the button names, or null when the context or the bank's answer has none. */
export async function bankFileOf(action: Action, scope: object, call: CallBank): Promise<BankFile | null> {
  const q = applyMapping(scope, action.query) as Record<string, unknown>;
  const source = action.tx ? ((await call(action.tx, applyMapping(scope, action.request) as Record<string, unknown>)) as Record<string, unknown> | null) : null;
  const content = text(source ? source.contentBase64 : q.content);
  if (!content) return null;
  return {
    contentBase64: content,
    fileName: text(q.fileName) || text(source?.fileName) || 'document',
    mimeType: text(q.mimeType) || text(source?.mimeType) || 'application/octet-stream',
  };
}

export function fileOf(file: BankFile): File {
  const bytes = Uint8Array.from(atob(file.contentBase64), (c) => c.charCodeAt(0));
  return new File([bytes], file.fileName, { type: file.mimeType });
}

type ShareCapable = Partial<Pick<Navigator, 'share' | 'canShare'>>;

/**
 * Web Share API level 2: share the file only where the browser says it can share files
 * (navigator.canShare({ files })); a browser with level 1 only (share without canShare), no
 * share at all, or one that refuses this file type gets the download instead.
 */
export function fileShareWay(nav: ShareCapable | undefined, file: File): 'share' | 'download' {
  if (!nav || typeof nav.share !== 'function' || typeof nav.canShare !== 'function') return 'download';
  try {
    return nav.canShare({ files: [file] }) ? 'share' : 'download';
  } catch {
    return 'download';
  }
}

/**
 * What to do when navigator.share rejects: the customer closing the share sheet (AbortError)
 * is their choice, nothing more happens; any other refusal (no user activation left after
 * waiting for the bank, a permission policy, a failed share target) falls back to the download.
 */
export function afterShareError(error: unknown): 'nothing' | 'download' {
  return (error as { name?: unknown } | null)?.name === 'AbortError' ? 'nothing' : 'download';
}
