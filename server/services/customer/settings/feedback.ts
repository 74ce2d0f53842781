// Feedback (settings/feedback): a category, the customer's words and, if they like, one
// screenshot or photo. The image arrives first on the upload root (http/feedback-upload.ts:
// jpg/png only, at most 6 MB, type read from the first bytes); the feedback then claims it,
// and the bank checks it again (this customer's, unclaimed, still a JPEG or PNG by its bytes).
// The answer is the reference the customer quotes; the bank replies within 30 days (for a
// complaint, the time the HKMA's complaint-handling guidance sets). At most 5 a day.
import { BankError, TOO_MANY } from '../../../api/errors.js';
import { hkCompactDate, hkDayRange, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { randomAlnum } from '../../../ids.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { imageTypeOf, MAX_PHOTO_BYTES } from '../../../http/photo-upload.js';
import { changeOutcome, refuse } from '../../money/transactions/customer-change.js';
import { ERR } from '../../../../generated/error-codes.js';

export const FEEDBACK_CATEGORIES = ['service', 'app', 'complaint', 'suggestion', 'compliment', 'other'] as const;
export const FEEDBACK_PER_DAY = 5;
export const FEEDBACK_REPLY_DAYS = 30;

export const FEEDBACK_ERRORS = {
  /** The attached image is unknown, someone else's, already used, or not a JPEG/PNG. */
  image: ERR.ATTACHMENT_MUST_JPG_JPEG_PNG_IMAGE,
} as const;

export async function submitFeedback(ctx: AppContext, input: { customerId: string; category: string; message: string; imageId?: string; ip?: string }) {
  const now = ctx.clock.now();
  const at = isoAt(now);
  const day = hkDayRange(now);
  const outcome = await changeOutcome(ctx, {
    customerId: input.customerId,
    ip: input.ip,
    secondFactor: 'none',
    act: async (trx) => {
      const today = await trx
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('customer_id', '=', input.customerId)
        .where('created_at', '>=', isoAt(day.start))
        .where('created_at', '<', isoAt(day.end))
        .executeTakeFirst();
      if (Number(today?.n ?? 0) >= FEEDBACK_PER_DAY) return refuse(TOO_MANY);
      const reference = `FB${hkCompactDate(now)}${randomAlnum(6)}`;
      if (input.imageId) {
        const image = await trx.selectFrom('feedback_images').selectAll().where('id', '=', input.imageId).executeTakeFirst();
        const bytes = image ? new Uint8Array(image.content) : undefined;
        const sound = image && bytes && image.customer_id === input.customerId && image.feedback_reference === null && bytes.length <= MAX_PHOTO_BYTES && imageTypeOf(bytes) === image.mime_type;
        if (!sound) return refuse(FEEDBACK_ERRORS.image);
        await trx.updateTable('feedback_images').set({ feedback_reference: reference }).where('id', '=', input.imageId).execute();
      }
      await trx
        .insertInto('feedback')
        .values({ reference, customer_id: input.customerId, category: input.category, message: input.message.trim(), image_id: input.imageId ?? null, status: 'received', created_at: at })
        .execute();
      return { ok: reference };
    },
  });
  await recordAuthEvent(ctx, {
    event: 'feedback',
    outcome: 'error' in outcome ? 'failure' : 'success',
    customerId: input.customerId,
    ip: input.ip ?? null,
    detail: { category: input.category, image: !!input.imageId, ...('error' in outcome ? { error: outcome.error } : {}) },
  });
  if ('error' in outcome) throw new BankError(outcome.error);
  return { reference: outcome.ok, category: input.category, receivedAt: at, hasImage: !!input.imageId, replyWithinDays: FEEDBACK_REPLY_DAYS };
}
