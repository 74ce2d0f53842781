// Reads a payment QR code (widget `qr-scan`): from the camera (getUserMedia, the video frames
// read by the browser's BarcodeDetector or its polyfill in a worker, see decode-image.ts) or
// from an image file. The value is the payload text once it reads as an
// FPS code; what is wrong with a code is said in the customer's language. The bank reads
// and checks the payload again before anything is paid.
import type { WidgetProps } from '@rjsf/utils';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { EmvQrError, parseFpsQr } from '../../domain/emv-qr';
import { widgetContext } from '../context';
import { errorId, labelId } from '../shared/ids';
import { cameraProblem, hasCamera, scanWithCamera } from './camera';
import { qrProblemText } from './qr-errors';
import './qr.css';

export function QrScanWidget(props: WidgetProps) {
  const { id, value, onChange, registry, disabled, readonly } = props;
  const ctx = widgetContext(registry);
  const t = ctx.t;
  const video = useRef<HTMLVideoElement>(null);
  const stopCamera = useRef<(() => void) | null>(null);
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Whether the reader was fetched, so that leaving the page ends its worker.
  const readerUsed = useRef(false);

  useEffect(
    () => () => {
      stopCamera.current?.();
      if (readerUsed.current) void import('./decode-image').then((m) => m.releaseScanner());
    },
    [],
  );

  const accept = (text: string | null) => {
    if (!text) {
      setProblem(t('qr.scan.noCode'));
      return;
    }
    try {
      parseFpsQr(text);
      setProblem(null);
      onChange(text);
    } catch (e) {
      setProblem(e instanceof EmvQrError ? qrProblemText(e.problem, ctx.locale) : t('qr.scan.noCode'));
      onChange(undefined);
    }
  };

  const startCamera = async () => {
    if (!hasCamera() || !video.current) {
      setProblem(t('qr.scan.noCamera'));
      return;
    }
    setProblem(null);
    setScanning(true);
    readerUsed.current = true;
    try {
      stopCamera.current = await scanWithCamera(
        video.current,
        (text) => {
          setScanning(false);
          stopCamera.current = null;
          accept(text);
        },
        () => {
          setScanning(false);
          stopCamera.current = null;
          setProblem(t('qr.scan.readerFailed'));
        },
      );
    } catch (e) {
      setScanning(false);
      setProblem(t(`qr.scan.${cameraProblem(e)}`));
    }
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      // The reader comes with the first picture chosen (camera.ts says why).
      readerUsed.current = true;
      const { decodeImageFile } = await import('./decode-image');
      accept(await decodeImageFile(file));
    } catch {
      setProblem(t('qr.scan.badImage'));
    }
  };

  const locked = disabled || readonly;
  return (
    <div id={id} className="rb-qr-scan" aria-labelledby={labelId(id)}>
      <video ref={video} className={scanning ? 'rb-qr-scan__video' : 'rb-qr-scan__video rb-qr-scan__video--idle'} muted aria-hidden={!scanning} />
      <div className="rb-qr-scan__buttons">
        {scanning ? (
          <Button
            block
            onClick={() => {
              stopCamera.current?.();
              stopCamera.current = null;
              setScanning(false);
            }}
          >
            {t('qr.scan.stop')}
          </Button>
        ) : (
          <Button block color="primary" disabled={locked} onClick={() => void startCamera()}>
            {t('qr.scan.camera')}
          </Button>
        )}
        <label className="rb-qr-scan__file">
          <span>{t('qr.scan.image')}</span>
          <input
            type="file"
            accept="image/*"
            disabled={locked}
            data-testid="qr-image-input"
            onChange={(e) => {
              void readFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {typeof value === 'string' && value && !problem && (
        <p className="rb-qr-scan__ok" role="status">
          {t('qr.scan.read')}
        </p>
      )}
      {problem && (
        <p className="rb-qr-scan__problem" role="alert" id={errorId(id)}>
          {problem}
        </p>
      )}
    </div>
  );
}
