// An image a logged-on customer sends to the bank's upload root (the spec's image rules: jpg or
// png only, at most 6 MB): the session token in X-AUTH-TOKEN as on every call, the type read
// from the first bytes, not from what the browser claims. Each kind of upload keeps its images in
// a table of its own, unclaimed until a later request names the upload id the envelope answers.
// The image is kept in the database, never logged.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { failure, success } from '../api/envelope.js';
import { BankError } from '../api/errors.js';
import { langOf } from '../i18n/translate.js';
import { isoAt } from '../clock.js';
import { newId } from '../ids.js';
import { authenticate } from '../services/customer/sessions.js';
import { imageTypeOf, MAX_PHOTO_BYTES } from './photo-upload.js';

export interface CustomerImageUpload {
  path: string;
  /** The prefix of the upload ids (newId). */
  idPrefix: string;
  /** The code the customer reads for an image that is not a jpg or png, or too large. */
  refusedCode: string;
  /** Where the images are kept (their claim column starts empty). */
  table: 'feedback_images' | 'goods_message_images';
}

export function registerCustomerImageUpload(app: FastifyInstance, ctx: AppContext, upload: CustomerImageUpload): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(['image/jpeg', 'image/png'], { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_req, body, done) => done(null, body));
    scope.post<{ Querystring: { locale?: string } }>(upload.path, { bodyLimit: MAX_PHOTO_BYTES, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (req) => {
      const lang = langOf(req.query.locale);
      let customerId: string;
      try {
        customerId = (await authenticate(ctx, req.headers['x-auth-token'])).customerId;
      } catch (error) {
        if (error instanceof BankError) return failure(error.code, lang);
        throw error;
      }
      const body = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0 || body.length > MAX_PHOTO_BYTES) return failure(upload.refusedCode, lang);
      const type = imageTypeOf(body);
      if (!type || type !== req.headers['content-type']) return failure(upload.refusedCode, lang);
      const id = newId(upload.idPrefix);
      await ctx.store.db
        .insertInto(upload.table)
        .values({ id, customer_id: customerId, mime_type: type, bytes: body.length, content: body, created_at: isoAt(ctx.clock.now()) })
        .execute();
      return success({ uploadId: id, bytes: body.length, mimeType: type }, lang);
    });
  });
}
