// POST /api/upload/opening-photo/{kind}: an ID photo for an account-opening application (the
// spec's file-upload root). The body is the image itself (image/jpeg or image/png, at most
// 6 MB, spec section 9); the bank checks the type by the file's first bytes, not by what the
// browser claims, and the size again. The answer is the usual envelope with an upload id that
// the application (ITSI180001) then claims. The image is stored in the database and never logged.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { failure, success } from '../api/envelope.js';
import { langOf } from '../i18n/translate.js';
import { isoAt } from '../clock.js';
import { newId } from '../ids.js';
import { ERR } from '../../generated/error-codes.js';

export const PHOTO_KINDS = ['id-front', 'id-back', 'selfie'] as const;
export const MAX_PHOTO_BYTES = 6 * 1024 * 1024;
export const PHOTO_REFUSED = ERR.IMAGES_MUST_JPG_JPEG_PNG_NOT;

/** The image type from its first bytes: JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A). */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

export function registerPhotoUpload(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    // Only inside this route: the images arrive as raw bytes.
    scope.addContentTypeParser(['image/jpeg', 'image/png'], { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { kind: string }; Querystring: { locale?: string } }>(
      '/api/upload/opening-photo/:kind',
      { bodyLimit: MAX_PHOTO_BYTES, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
      async (req) => {
        const lang = langOf(req.query.locale);
        const body = req.body;
        const kind = req.params.kind;
        if (!(PHOTO_KINDS as readonly string[]).includes(kind) || !Buffer.isBuffer(body) || body.length === 0 || body.length > MAX_PHOTO_BYTES) {
          return failure(PHOTO_REFUSED, lang);
        }
        const type = imageTypeOf(body);
        if (!type || type !== req.headers['content-type']) return failure(PHOTO_REFUSED, lang);
        const uploadId = newId('UP');
        await ctx.store.db
          .insertInto('account_application_images')
          .values({ id: uploadId, application_id: null, upload_key: uploadId, kind, mime_type: type, bytes: body.length, content: body, created_at: isoAt(ctx.clock.now()) })
          .execute();
        return success({ uploadId, kind, bytes: body.length, mimeType: type }, lang);
      },
    );
  });
}
