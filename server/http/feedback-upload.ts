// POST /api/upload/feedback-image: the screenshot or photo a logged-on customer attaches to
// feedback (the spec's file-upload root and image rules: jpg/png only, at most 6 MB). The
// session token comes in X-AUTH-TOKEN as on every call; the type is read from the first bytes,
// not from what the browser claims. The answer is the usual envelope with an upload id that
// the feedback (ITSI170045) then claims. The image is kept in the database, never logged.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { failure, success } from '../api/envelope.js';
import { BankError } from '../api/errors.js';
import { langOf } from '../i18n/translate.js';
import { isoAt } from '../clock.js';
import { newId } from '../ids.js';
import { authenticate } from '../services/sessions.js';
import { FEEDBACK_ERRORS } from '../services/settings/feedback.js';
import { imageTypeOf, MAX_PHOTO_BYTES } from './photo-upload.js';

export function registerFeedbackUpload(app: FastifyInstance, ctx: AppContext): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(['image/jpeg', 'image/png'], { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_req, body, done) => done(null, body));
    scope.post<{ Querystring: { locale?: string } }>(
      '/api/upload/feedback-image',
      { bodyLimit: MAX_PHOTO_BYTES, config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
      async (req) => {
        const lang = langOf(req.query.locale);
        let customerId: string;
        try {
          customerId = (await authenticate(ctx, req.headers['x-auth-token'])).customerId;
        } catch (error) {
          if (error instanceof BankError) return failure(error.code, lang);
          throw error;
        }
        const body = req.body;
        if (!Buffer.isBuffer(body) || body.length === 0 || body.length > MAX_PHOTO_BYTES) return failure(FEEDBACK_ERRORS.image, lang);
        const type = imageTypeOf(body);
        if (!type || type !== req.headers['content-type']) return failure(FEEDBACK_ERRORS.image, lang);
        const uploadId = newId('FI');
        await ctx.store.db
          .insertInto('feedback_images')
          .values({ id: uploadId, customer_id: customerId, mime_type: type, bytes: body.length, content: body, feedback_reference: null, created_at: isoAt(ctx.clock.now()) })
          .execute();
        return success({ uploadId, bytes: body.length, mimeType: type }, lang);
      },
    );
  });
}
