// Face scan (/scan-face/index): a live preview from the front camera, a capture of two
// frames a moment apart, and the upload (ITSI510030). What the sandbox checks is said on
// screen: a real, changing camera image - it does not match faces. Without a camera, or
// when permission is refused, the page says so and offers the Mobile Token instead.
// Opened by a verification's face mode (rid and backUrl in the query), it goes back there
// with the accepted scan's id, or with none when the customer leaves without one.
import { useEffect, useRef, useState } from 'react';
import { Button, Result } from 'antd-mobile';
import { ErrorNotice } from '../../engine/react/ErrorNotice';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '../routing/use-search-params';
import { useServices } from '../services';
import { safeRedirect } from '../routing/safe-redirect';
import { publishFaceScan } from '../verification/events';
import { BusyButton } from '../../widgets/shared/BusyButton';

type Stage = 'starting' | 'live' | 'captured' | 'unavailable' | 'accepted';
const SIDE = 240;
const FRAME_GAP_MS = 400;
/** Mirrored like a selfie camera, square like the capture. */
const PREVIEW = { width: '100%', maxWidth: 320, aspectRatio: '1', objectFit: 'cover', transform: 'scaleX(-1)', display: 'block', margin: '0 auto' } as const;

function grab(video: HTMLVideoElement, canvas: HTMLCanvasElement): string {
  // The centre square of the picture, scaled to SIDE x SIDE: small enough to upload.
  const size = Math.min(video.videoWidth, video.videoHeight);
  canvas.width = SIDE;
  canvas.height = SIDE;
  canvas.getContext('2d')?.drawImage(video, (video.videoWidth - size) / 2, (video.videoHeight - size) / 2, size, size, 0, 0, SIDE, SIDE);
  return canvas.toDataURL('image/jpeg', 0.7);
}

export function ScanFacePage() {
  const services = useServices();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [stage, setStage] = useState<Stage>('starting');
  const [frames, setFrames] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const rid = params.get('rid');
  const backUrl = params.get('backUrl');
  const answered = useRef(false);
  // Back to the verification that opened the page, with the scan's id (or none).
  const answer = (faceScanId?: string) => {
    if (!rid || answered.current) return;
    answered.current = true;
    publishFaceScan({ rid, ...(faceScanId ? { faceScanId } : {}) });
    navigate(safeRedirect(backUrl), { replace: true });
  };
  useEffect(() => () => {
    // Left without a scan (browser back): the verification waiting hears it was not done.
    if (rid && !answered.current) publishFaceScan({ rid });
  }, [rid]);

  useEffect(() => {
    let stopped = false;
    const media = navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setStage('unavailable');
      return;
    }
    media
      .getUserMedia({ video: { facingMode: 'user', width: { ideal: 480 }, height: { ideal: 480 } }, audio: false })
      .then((s) => {
        if (stopped) {
          s.getTracks().forEach((track) => track.stop());
          return;
        }
        stream.current = s;
        if (video.current) {
          video.current.srcObject = s;
          void video.current.play().catch(() => undefined);
        }
        setStage('live');
      })
      .catch(() => setStage('unavailable'));
    return () => {
      stopped = true;
      stream.current?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const capture = async () => {
    if (!video.current || !canvas.current) return;
    const first = grab(video.current, canvas.current);
    await new Promise((resolve) => setTimeout(resolve, FRAME_GAP_MS));
    const second = grab(video.current, canvas.current);
    setFrames([first, second]);
    setStage('captured');
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const accepted = await services.client.call('ITSI510030', { frames });
      stream.current?.getTracks().forEach((track) => track.stop());
      setStage('accepted');
      answer(accepted.faceScanId);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (stage === 'accepted') return <Result status="success" title={t('device.face.accepted')} />;
  if (stage === 'unavailable') {
    return (
      <div className="scan-face" role="alert">
        <Result status="warning" title={t('device.face.noCamera')} />
        <div className="step-buttons">
          {rid ? (
            <Button block fill="outline" size="large" onClick={() => answer()}>
              {t('token.cancel')}
            </Button>
          ) : (
            <Button block fill="outline" size="large" onClick={() => navigate('/settings/my-setting')}>
              {t('settings.mobileToken')}
            </Button>
          )}
        </div>
      </div>
    );
  }
  return (
    <div className="scan-face">
      <ErrorNotice message={error} />
      <p className="step-note">{t('device.face.intro')}</p>
      <video ref={video} className="scan-face__preview" style={PREVIEW} muted playsInline hidden={stage === 'captured'} aria-label={t('device.face.title')} />
      {stage === 'captured' && frames[1] && <img className="scan-face__preview" style={PREVIEW} src={frames[1]} alt={t('device.face.title')} />}
      <canvas ref={canvas} hidden />
      <div className="step-buttons">
        {stage !== 'captured' ? (
          <Button block color="primary" size="large" disabled={stage !== 'live'} onClick={() => void capture()}>
            {t('device.face.capture')}
          </Button>
        ) : (
          <>
            <BusyButton block color="primary" size="large" loading={busy} onClick={() => void submit()}>
              {t('device.face.submit')}
            </BusyButton>
            <Button block fill="outline" size="large" onClick={() => setStage('live')}>
              {t('device.face.retake')}
            </Button>
          </>
        )}
        {rid && stage !== 'captured' && (
          <Button block fill="outline" size="large" onClick={() => answer()}>
            {t('token.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}

export { ScanFacePage as Component };
