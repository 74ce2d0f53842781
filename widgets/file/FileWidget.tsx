// A file the customer uploads (widget `file`): the value is the file's bytes in base64 (no
// data: prefix), for a contract field that carries a document (an e-cheque PDF to deposit).
// The file is read in the browser only to encode it, never parsed or rendered, and refused
// before reading when larger than ui:options.maxBytes (default 30 kB) or of another type.
// A native <input type="file"> inside a <label>: focusable, opened with Enter or Space, read
// by screen readers with its label.
import { useState, type ChangeEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { widgetContext } from '../context';
import { textsFor } from '../i18n';

const DEFAULT_MAX_BYTES = 30_000;

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function FileWidget(props: WidgetProps) {
  const { id, onChange, disabled, readonly, options, uiSchema, registry } = props;
  const texts = textsFor(widgetContext(registry).locale);
  const maxBytes = typeof options.maxBytes === 'number' ? options.maxBytes : DEFAULT_MAX_BYTES;
  const accept = typeof options.accept === 'string' ? options.accept : undefined;
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) {
      onChange(undefined);
      setNote(null);
      return;
    }
    const types = accept?.split(',').map((t) => t.trim()) ?? [];
    const typeOk = !types.length || types.some((t) => (t.startsWith('.') ? file.name.toLowerCase().endsWith(t) : file.type === t));
    if (!typeOk || file.size > maxBytes) {
      onChange(undefined);
      setNote({ text: typeOk ? texts.fileTooLarge.replace('{max}', String(Math.floor(maxBytes / 1000))) : texts.fileWrongType, error: true });
      return;
    }
    onChange(toBase64(await file.arrayBuffer()));
    setNote({ text: texts.fileChosen.replace('{name}', file.name).replace('{size}', (file.size / 1000).toFixed(1)), error: false });
  };

  return (
    <div className="file-widget">
      <label htmlFor={id} className="file-widget-label">
        {(uiSchema?.['ui:placeholder'] as string | undefined) ?? texts.chooseFile}
      </label>
      <input id={id} name={id} type="file" accept={accept} disabled={disabled || readonly} onChange={(e) => void onPick(e)} data-testid={`file-${id}`} />
      {note && (
        <div className={note.error ? 'file-widget-error' : 'file-widget-note'} role={note.error ? 'alert' : 'status'}>
          {note.text}
        </div>
      )}
    </div>
  );
}
