// The image rules of spec section 9 for photos a customer takes or chooses: jpg, jpeg or png
// only; at most 6 MB as chosen; resized to fit 800x800 (normal) or 3500x3000 (high quality).
export const PHOTO_MAX_BYTES = 6 * 1024 * 1024;
export const PHOTO_BOUNDS = { normal: { width: 800, height: 800 }, high: { width: 3500, height: 3000 } } as const;
/** The ID camera (spec section 9): the back camera, 720x1280, JPEG quality 0.9. */
export const ID_CAMERA = { facingMode: 'environment', width: 720, height: 1280, quality: 0.9 } as const;

export type PhotoProblem = 'type' | 'size' | 'missing';

export function photoProblem(file: { name: string; type: string; size: number } | undefined | null): PhotoProblem | null {
  if (!file) return 'missing';
  const ext = /\.(jpe?g|png)$/i.test(file.name);
  const mime = file.type === 'image/jpeg' || file.type === 'image/png';
  if (!ext || !mime) return 'type';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}

/** The longest side after fitting width x height inside the bounds, never enlarging. */
export function fittedLongestSide(width: number, height: number, quality: keyof typeof PHOTO_BOUNDS): number {
  const b = PHOTO_BOUNDS[quality];
  const scale = Math.min(1, b.width / width, b.height / height);
  return Math.max(1, Math.round(Math.max(width, height) * scale));
}
