// A buyer's message that is a picture (domain/goods/messages.ts, type image): chosen as a jpg or
// png of up to 6 MB (the spec's image rules, widgets/photo/image-rules.ts), made at most 800 px
// on its longer side, and sent to the bank's upload root (goods-message-image); the message then
// holds the bank's upload id, which the redemption claims. The resizer is fetched with the first
// picture chosen, not with the page.
import { useEffect, useState, type ChangeEvent } from 'react';
import { localText, type LocalText, type WidgetContext, type WidgetLocale } from '../context';
import { photoProblem, type PhotoProblem } from '../photo/image-rules';
import { PHOTO_TEXTS } from '../photo/photo-texts';
import type { SkuMessage } from '../../domain/goods/messages';

// The upload's states and the image rules' messages are the ID photo's (widgets/photo/photo-texts.ts).
type Key = PhotoProblem | 'uploading' | 'done' | 'failed' | 'uploadedPreview';

const say = (key: Key, locale: WidgetLocale, params: Record<string, string> = {}) =>
  Object.entries(params).reduce((text, [k, v]) => text.replace(`{${k}}`, v), PHOTO_TEXTS[locale][key]);

const LONGEST_SIDE = 800;

type State = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'done' } | { kind: 'failed'; message: string };

interface Props {
  id: string;
  message: SkuMessage;
  value: string;
  locale: WidgetLocale;
  disabled: boolean;
  /** The bank's upload root (the form's context). */
  upload: WidgetContext['upload'];
  onChange: (uploadId: string) => void;
}

export function MessageImage({ id, message, value, locale, disabled, upload, onChange }: Props) {
  const [state, setState] = useState<State>(value ? { kind: 'done' } : { kind: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const name = localText(message.name, locale);

  async function send(file: File) {
    const problem = photoProblem(file);
    if (problem) return setState({ kind: 'failed', message: say(problem, locale) });
    setState({ kind: 'uploading' });
    onChange('');
    try {
      const { default: imageCompression } = await import('browser-image-compression');
      const resized = await imageCompression(file, { maxWidthOrHeight: LONGEST_SIDE, fileType: file.type, useWebWorker: false, maxSizeMB: 6 });
      if (!upload) throw new Error(say('missing', locale));
      const answer = (await upload('goods-message-image', resized, file.type)) as { uploadId?: string };
      if (!answer?.uploadId) throw new Error(say('missing', locale));
      setPreview(URL.createObjectURL(resized));
      onChange(answer.uploadId);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error)?.message || say('missing', locale) });
    }
  }

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void send(file);
  };

  return (
    <div className="rb-sku__image">
      <input id={id} type="file" accept="image/jpeg,image/png" disabled={disabled || state.kind === 'uploading'} aria-describedby={`${id}__state`} onChange={onPick} />
      <span id={`${id}__state`} role="status">
        {state.kind === 'uploading' && say('uploading', locale)}
        {state.kind === 'done' && say('done', locale)}
        {state.kind === 'failed' && say('failed', locale, { message: state.message })}
      </span>
      {preview && <img className="rb-sku__image-preview" src={preview} alt={say('uploadedPreview', locale, { name })} />}
    </div>
  );
}
