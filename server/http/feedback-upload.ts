// POST /api/upload/feedback-image: the screenshot or photo a logged-on customer attaches to
// feedback (customer-image-upload.ts). The feedback (ITSI170045) then claims the upload id.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { FEEDBACK_ERRORS } from '../services/customer/settings/feedback.js';
import { registerCustomerImageUpload } from './customer-image-upload.js';

export function registerFeedbackUpload(app: FastifyInstance, ctx: AppContext): void {
  registerCustomerImageUpload(app, ctx, {
    path: '/api/upload/feedback-image',
    idPrefix: 'FI',
    refusedCode: FEEDBACK_ERRORS.image,
    table: 'feedback_images',
  });
}
