// @vitest-environment jsdom
// A QR code's canvas says when it is drawn: its encoder comes in a chunk of its own, and until it
// has drawn, the canvas is a blank square. Saving the picture then would hand the customer an
// empty image, so the save action takes only a drawn code (app/actions/step-actions.ts).
import { act, render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { QrImage } from '../../../widgets/renderers/QrImage';

const drawing = vi.hoisted(() => {
  let finish: (ok: boolean) => void = () => undefined;
  return {
    finish: (ok: boolean) => finish(ok),
    next: () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('no canvas'))))),
  };
});

vi.mock('qrcode', () => ({ default: { toCanvas: () => drawing.next() } }));

const canvasOf = (container: HTMLElement) => container.querySelector('canvas')!;

it('is "drawing" until the encoder has drawn, then "drawn"', async () => {
  const { container } = render(<QrImage text="HKATMQR1.abc" label="QR code" />);
  expect(canvasOf(container).dataset.qr).toBe('HKATMQR1.abc');
  expect(canvasOf(container).dataset.state).toBe('drawing');
  expect(container.querySelector('canvas[data-qr][data-state="drawn"]')).toBeNull();
  await act(async () => {
    await vi.dynamicImportSettled();
    drawing.finish(true);
  });
  expect(canvasOf(container).dataset.state).toBe('drawn');
  expect(container.querySelector('canvas[data-qr][data-state="drawn"]')).not.toBeNull();
});

it('hides a code it could not draw and never calls it drawn', async () => {
  const { container } = render(<QrImage text="HKATMQR1.def" label="QR code" />);
  await act(async () => {
    await vi.dynamicImportSettled();
    drawing.finish(false);
  });
  expect(canvasOf(container).dataset.state).toBe('failed');
  expect(canvasOf(container).hidden).toBe(true);
});
