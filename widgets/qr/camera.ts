// The back camera as a video stream, scanned frame by frame until a code is found or stopped.
// The reader (decode-image.ts and its worker) is fetched while the camera starts, not with the
// page: the QR payment's first screen shows without it (docs/performance.md).

export type CameraProblem = 'noCamera' | 'denied' | 'failed';

export function cameraProblem(error: unknown): CameraProblem {
  const name = (error as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

export function hasCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * Starts scanning into the video element; resolves a stop function. `onFail` is called (and the
 * camera stopped) when the reader itself cannot run, rather than filming on without reading.
 */
export async function scanWithCamera(video: HTMLVideoElement, onCode: (text: string) => void, onFail: () => void): Promise<() => void> {
  const decoder = import('./decode-image');
  decoder.catch(() => undefined);
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  video.srcObject = stream;
  video.setAttribute('playsinline', 'true');
  let decodeFrame: typeof import('./decode-image').decodeFrame;
  try {
    await video.play();
    ({ decodeFrame } = await decoder);
  } catch (error) {
    // The camera is never left on for a scan that cannot run.
    stream.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
    throw error;
  }
  let stopped = false;
  let busy = false;
  let last = 0;
  const stop = () => {
    stopped = true;
    stream.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
  };
  const tick = (time: number) => {
    if (stopped) return;
    // About 6 frames a second is enough to find a code and leaves the phone cool; a frame is
    // taken only once the reader has answered the one before.
    if (!busy && time - last > 150) {
      last = time;
      busy = true;
      decodeFrame(video, video.videoWidth, video.videoHeight).then(
        (text) => {
          busy = false;
          if (text && !stopped) {
            stop();
            onCode(text);
          }
        },
        () => {
          busy = false;
          if (stopped) return;
          stop();
          onFail();
        },
      );
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return stop;
}
