// The image rules of the photo widget (spec section 9): types, the 6 MB limit, the fitted size.
import { describe, expect, it } from 'vitest';
import { fittedLongestSide, ID_CAMERA, PHOTO_MAX_BYTES, photoProblem } from '../../../widgets/photo/image-rules';

describe('photo rules', () => {
  it('takes jpg, jpeg and png up to 6 MB only', () => {
    expect(photoProblem({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(photoProblem({ name: 'a.JPEG', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(photoProblem({ name: 'a.png', type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoProblem({ name: 'a.png', type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('size');
    expect(photoProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('type');
    expect(photoProblem({ name: 'a.jpg', type: 'text/plain', size: 10 })).toBe('type');
    expect(photoProblem(undefined)).toBe('missing');
  });
  it('fits 800x800 normally and 3500x3000 in high quality, never enlarging', () => {
    expect(fittedLongestSide(720, 1280, 'normal')).toBe(800);
    expect(fittedLongestSide(4000, 3000, 'normal')).toBe(800);
    expect(fittedLongestSide(600, 400, 'normal')).toBe(600);
    expect(fittedLongestSide(7000, 6000, 'high')).toBe(3500);
    expect(fittedLongestSide(3000, 4000, 'high')).toBe(3000);
    expect(ID_CAMERA).toMatchObject({ facingMode: 'environment', width: 720, height: 1280, quality: 0.9 });
  });
});
