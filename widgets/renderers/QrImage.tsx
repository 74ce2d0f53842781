// Draws a text as a QR code on a canvas (format "qr"). A canvas keeps the strict CSP: no
// data: image URLs and no inline styles. Actions find it by data-qr to save or share it, and
// only once data-state says it is drawn: the encoder comes in its own chunk, and until then the
// canvas is blank (a picture saved then would be an empty square).
import { useEffect, useRef, useState } from 'react';

export function QrImage({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  useEffect(() => {
    if (!canvas.current) return;
    // Error correction M: survives a little damage while keeping the code scannable at phone size.
    // The encoder loads with the first code drawn, so only pages that show a QR code pay for it.
    const target = canvas.current;
    setState('drawing');
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toCanvas(target, text, { errorCorrectionLevel: 'M', margin: 2, width: 240 }))
      .then(
      () => setState('drawn'),
      () => setState('failed'),
    );
  }, [text]);
  return (
    <div className="qr-image">
      <canvas ref={canvas} data-qr={text} data-state={state} role="img" aria-label={label} hidden={state === 'failed'} />
    </div>
  );
}
