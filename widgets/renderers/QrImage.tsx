// Draws a text as a QR code on a canvas (format "qr"). A canvas keeps the strict CSP: no
// data: image URLs and no inline styles. Actions find it by data-qr to save or share it.
import { useEffect, useRef, useState } from 'react';

export function QrImage({ text, label }: { text: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!canvas.current) return;
    // Error correction M: survives a little damage while keeping the code scannable at phone size.
    // The encoder loads with the first code drawn, so only pages that show a QR code pay for it.
    const target = canvas.current;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toCanvas(target, text, { errorCorrectionLevel: 'M', margin: 2, width: 240 }))
      .then(
      () => setFailed(false),
      () => setFailed(true),
    );
  }, [text]);
  return (
    <div className="qr-image">
      <canvas ref={canvas} data-qr={text} role="img" aria-label={label} hidden={failed} />
    </div>
  );
}
