// POST /api/upload/feedback-image: the screenshot or photo a logged-on customer attaches to
// feedback (customer-image-upload.ts). The feedback (ITSI170045) then claims the upload id.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { FEEDBACK_ERRORS } from '../services/settings/feedback.js';
import { registerCustomerImageUpload } from './customer-image-upload.js';

export function registerFeedbackUpload(app: FastifyInstance, ctx: AppContext): void {
  registerCustomerImageUpload(app, ctx, {
    path: '/api/upload/feedback-image',
    idPrefix: 'FI',
    refusedCode: FEEDBACK_ERRORS.image,
    store: async (c, image) => {
      await c.store.db
        .insertInto('feedback_images')
        .values({ id: image.id, customer_id: image.customerId, mime_type: image.mimeType, bytes: image.bytes, content: image.content, feedback_reference: null, created_at: image.createdAt })
        .execute();
    },
  });
}
