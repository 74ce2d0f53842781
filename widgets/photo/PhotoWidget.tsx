// An ID photo (widget `photo`): taken with the camera (ui:options.camera 'environment', the
// back camera, default, or 'user' for a selfie; 720x1280, JPEG quality 0.9) or chosen as a
// file when there is no camera or the customer prefers. jpg/jpeg/png only; over 6 MB refused
// with a toast; resized with browser-image-compression to fit 800x800 (ui:options.quality
// 'normal') or 3500x3000 ('high'); then sent to the bank's upload root (ui:options.target).
// The value is the bank's upload id. Upload states of spec section 4: uploading (the photo
// masked, delete hidden), done, failed with the bank's message. A side of an ID card
// (ui:options.idCard 'front' | 'back') is taken with the device's ID-card capture where it
// has one (the bank app's OCR camera: the card cropped, its text read and shown for the
// customer to check), else with the page's camera. Loaded lazily with the journeys that use
// it (widgets/index.ts).
import type { WidgetProps } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import imageCompression from 'browser-image-compression';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { widgetContext, type WidgetLocale } from '../context';
import { showToast } from '../overlays';
import { describedBy } from '../shared/ids';
import { fittedLongestSide, ID_CAMERA, photoProblem, type PhotoProblem } from './image-rules';
import { PHOTO_TEXTS as TEXTS } from './photo-texts';
import './photo.css';

/** What an ID-card capture may read, in the order shown. */
const READ_FIELDS = ['name', 'idNumber', 'dateOfBirth'] as const;

type State = { kind: 'empty' } | { kind: 'uploading' } | { kind: 'done' } | { kind: 'failed'; message: string };

export function PhotoWidget(props: WidgetProps) {
  const { id, value, onChange, options, registry, rawErrors, disabled, readonly } = props;
  const ctx = widgetContext(registry);
  const t = TEXTS[ctx.locale];
  const target = typeof options.target === 'string' ? options.target : '';
  const quality = options.quality === 'high' ? 'high' : 'normal';
  const facingMode = options.camera === 'user' ? 'user' : ID_CAMERA.facingMode;
  const idCard = options.idCard === 'front' || options.idCard === 'back' ? options.idCard : null;
  const [read, setRead] = useState<Record<string, string> | null>(null);
  const [state, setState] = useState<State>(value ? { kind: 'done' } : { kind: 'empty' });
  const [preview, setPreview] = useState<string | null>(null);
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => () => camera?.getTracks().forEach((track) => track.stop()), [camera]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  useEffect(() => {
    if (camera && video.current) {
      video.current.srcObject = camera;
      void video.current.play().catch(() => undefined);
    }
  }, [camera]);

  const refuse = (problem: PhotoProblem) => showToast({ content: t[problem] });

  async function send(file: File) {
    const problem = photoProblem(file);
    if (problem) return refuse(problem);
    setState({ kind: 'uploading' });
    onChange(undefined);
    try {
      const bitmap = await createImageBitmap(file);
      const longest = fittedLongestSide(bitmap.width, bitmap.height, quality);
      bitmap.close();
      const resized = await imageCompression(file, {
        maxWidthOrHeight: longest,
        initialQuality: ID_CAMERA.quality,
        fileType: file.type,
        useWebWorker: false,
        maxSizeMB: 6,
      });
      setPreview(URL.createObjectURL(resized));
      if (!ctx.upload) throw new Error(t.missing);
      const answer = (await ctx.upload(target, resized, file.type)) as { uploadId?: string };
      if (!answer?.uploadId) throw new Error(t.missing);
      onChange(answer.uploadId);
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: (error as Error)?.message || t.missing });
    }
  }

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return refuse('missing');
    void send(file);
  };

  async function openCamera() {
    if (idCard && ctx.captureIdCard) {
      try {
        const captured = await ctx.captureIdCard(idCard);
        if (captured) {
          // Only the fields this page can name are shown; the bank reads the image itself.
          const shown = Object.fromEntries(READ_FIELDS.filter((f) => captured.fields[f]).map((f) => [f, captured.fields[f]!]));
          setRead(Object.keys(shown).length > 0 ? shown : null);
          return void send(new File([captured.image], `${id}.jpg`, { type: captured.image.type || 'image/jpeg' }));
        }
      } catch (error) {
        // A cancelled capture shows nothing; any other failure its message.
        const text = (error as Error)?.message;
        if (text) showToast({ content: text });
        return;
      }
    }
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode, width: { ideal: ID_CAMERA.width }, height: { ideal: ID_CAMERA.height } },
        audio: false,
      });
      setCamera(stream);
    } catch {
      showToast({ content: t.noCamera });
      fileInput.current?.click();
    }
  }

  function closeCamera() {
    camera?.getTracks().forEach((track) => track.stop());
    setCamera(null);
  }

  function capture() {
    const v = video.current;
    if (!v || !v.videoWidth) return refuse('missing');
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    closeCamera();
    canvas.toBlob(
      (blob) => (blob ? void send(new File([blob], `${id}.jpg`, { type: 'image/jpeg' })) : refuse('missing')),
      'image/jpeg',
      ID_CAMERA.quality,
    );
  }

  function remove() {
    setRead(null);
    onChange(undefined);
    setPreview(null);
    setState({ kind: 'empty' });
  }

  const busy = state.kind === 'uploading';
  const off = disabled || readonly;
  const canCamera = (idCard !== null && !!ctx.captureIdCard) || (typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function');
  const invalid = !!rawErrors?.length;
  return (
    <div className="photo-widget" id={id} aria-describedby={describedBy(id, { error: invalid, help: false })} data-testid={`photo-${id}`}>
      <div className="photo-frame" aria-busy={busy}>
        {preview ? <img src={preview} alt={t.preview} className="photo-preview" /> : <span className="photo-empty">{value ? t.done : t.none}</span>}
        {busy && (
          <div className="photo-mask" role="status">
            {t.uploading}
          </div>
        )}
      </div>
      {state.kind === 'done' && (
        <div className="photo-note" role="status">
          {t.done}
        </div>
      )}
      {read && (
        <dl className="photo-read" aria-label={t.read}>
          {Object.entries(read).map(([name, value]) => (
            <div key={name}>
              <dt>{t[name as (typeof READ_FIELDS)[number]]}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {state.kind === 'failed' && (
        <div className="photo-error" role="alert">
          {t.failed.replace('{message}', state.message)}
        </div>
      )}
      {camera ? (
        <div className="photo-camera">
          <video ref={video} className="photo-video" muted playsInline aria-label={t.camera} />
          <div className="photo-actions">
            <Button color="primary" onClick={capture}>
              {t.capture}
            </Button>
            <Button onClick={closeCamera}>{t.cancel}</Button>
          </div>
        </div>
      ) : (
        <div className="photo-actions">
          {canCamera && (
            <Button color="primary" disabled={off || busy} onClick={() => void openCamera()}>
              {value ? t.retake : t.take}
            </Button>
          )}
          <label className="photo-choose">
            <span>{t.choose}</span>
            <input ref={fileInput} type="file" accept=".jpg,.jpeg,.png,image/jpeg,image/png" disabled={off || busy} onChange={onPick} data-testid={`photo-file-${id}`} />
          </label>
          {value && !busy && (
            <Button fill="outline" disabled={off} onClick={remove}>
              {t.remove}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
