// Draws a receipt (title, reference, labelled lines) on a canvas and returns it as a PNG.
// Drawn text only: nothing from the data is ever parsed as HTML.
export interface ReceiptLine {
  label: string;
  value: string;
}

const WIDTH = 720;
const PADDING = 40;
const LINE = 56;

export async function renderReceiptPng(title: string, lines: ReceiptLine[], footer: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = PADDING * 2 + 90 + lines.length * LINE + 60;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#b4001e';
  ctx.fillRect(0, 0, canvas.width, 12);
  ctx.fillStyle = '#1a1a1a';
  ctx.font = 'bold 34px sans-serif';
  ctx.fillText(title, PADDING, PADDING + 50);
  let y = PADDING + 90;
  for (const line of lines) {
    y += LINE;
    ctx.font = '24px sans-serif';
    ctx.fillStyle = '#666666';
    ctx.fillText(line.label, PADDING, y);
    ctx.font = '26px sans-serif';
    ctx.fillStyle = '#1a1a1a';
    ctx.textAlign = 'right';
    ctx.fillText(line.value, WIDTH - PADDING, y, WIDTH / 2);
    ctx.textAlign = 'left';
  }
  ctx.font = '20px sans-serif';
  ctx.fillStyle = '#999999';
  ctx.fillText(footer, PADDING, canvas.height - PADDING / 2);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}
