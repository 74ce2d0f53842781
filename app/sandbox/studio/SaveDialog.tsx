// Save with a diff of what changes: the lines removed and added against the file as it was
// opened (unchanged stretches folded to a few lines of context), then Save or Cancel.
import { useEffect, useMemo, useRef } from 'react';
import { diffLines } from 'diff';
import type { Locale } from '../../../engine/core/flow-types';
import { DiffView } from './DiffView';
import { say } from './texts';

const CONTEXT = 3;

export interface ChangedLine {
  mark: ' ' | '+' | '-' | '…';
  text: string;
}

export function changedLines(before: string, after: string): ChangedLine[] {
  const out: ChangedLine[] = [];
  const parts = diffLines(before, after);
  parts.forEach((part, i) => {
    const lines = part.value.replace(/\n$/, '').split('\n');
    if (part.added || part.removed) {
      for (const text of lines) out.push({ mark: part.added ? '+' : '-', text });
      return;
    }
    const head = i === 0 ? [] : lines.slice(0, CONTEXT);
    const tail = i === parts.length - 1 ? [] : lines.slice(-CONTEXT);
    if (head.length + tail.length >= lines.length) {
      for (const text of lines) out.push({ mark: ' ', text });
      return;
    }
    for (const text of head) out.push({ mark: ' ', text });
    out.push({ mark: '…', text: '' });
    for (const text of tail) out.push({ mark: ' ', text });
  });
  return out;
}

interface Props {
  locale: Locale;
  path: string;
  before: string;
  after: string;
  onSave: () => void;
  onCancel: () => void;
}

export function SaveDialog({ locale, path, before, after, onSave, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const lines = useMemo(() => changedLines(before, after), [before, after]);
  const changed = lines.some((l) => l.mark === '+' || l.mark === '-');
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="studio-dialog" aria-labelledby="studio-save-title" onCancel={onCancel}>
      <h2 id="studio-save-title">{say(locale, 'saveTitle')}</h2>
      <p>{path}</p>
      {changed ? (
        <DiffView lines={lines} label={say(locale, 'diffLabel')} />
      ) : (
        <p>{say(locale, 'unchanged')}</p>
      )}
      <div className="studio-dialog__buttons">
        <button type="button" className="studio-button studio-button--primary" onClick={onSave} disabled={!changed}>
          {say(locale, 'saveConfirm', { path })}
        </button>
        <button type="button" className="studio-button" onClick={onCancel}>
          {say(locale, 'cancel')}
        </button>
      </div>
    </dialog>
  );
}
