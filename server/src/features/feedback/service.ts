import type { FeedbackStatus } from '@core/constants';
import { FEEDBACK_SCREENSHOT_MAX_SIDE } from '@core/constants';
import type { FeedbackBody } from '@core/schemas';
import { MESSAGE_KEY } from '@core/schemas';
import { AppError, notFound } from '../../platform/errors';
import { bytesFromDataUrl, type MediaStore } from '../../platform/media';
import { presentFeedback } from './presenter';
import type { FeedbackListQuery, FeedbackRepository } from './repository';

const feedbackNotFound = () => notFound('Feedback not found.');

/** A visitor must leave an email so that someone can answer them (SPEC §5). */
const emailNeeded = () =>
  new AppError('validation_failed', 400, 'Please fix the highlighted fields.', {
    fields: { email: MESSAGE_KEY.emailRequired },
  });

export function createFeedbackService(feedback: FeedbackRepository, media: MediaStore) {
  async function existing(id: string) {
    const row = await feedback.find(id);
    if (!row) throw feedbackNotFound();
    return row;
  }

  return {
    /** Anyone may send feedback; signed-in senders are linked, visitors leave an email. */
    async submit(userId: string | null, body: FeedbackBody) {
      if (!userId && !body.email) throw emailNeeded();
      const [screenshot] = body.images;
      const stored = screenshot
        ? await media.storeImage(bytesFromDataUrl(screenshot), {
            kind: 'feedback',
            maxSide: FEEDBACK_SCREENSHOT_MAX_SIDE,
          })
        : null;
      try {
        const id = await feedback.create({
          category: body.category,
          message: body.message,
          path: body.path ?? null,
          user_agent: body.userAgent ?? null,
          image_path: stored?.path ?? null,
          user_id: userId,
          email: body.email ?? null,
        });
        return presentFeedback(await existing(id));
      } catch (error) {
        await media.remove([stored?.path]);
        throw error;
      }
    },

    async list(query: FeedbackListQuery) {
      const { rows, total } = await feedback.list(query);
      return { data: rows.map(presentFeedback), total };
    },

    countNew: () => feedback.countNew(),

    /** New to reviewed and back again. */
    async setStatus(adminId: string, id: string, status: FeedbackStatus) {
      await existing(id);
      await feedback.setStatus(id, status, adminId);
      return presentFeedback(await existing(id));
    },

    /** Deletes the feedback and its screenshot. */
    async remove(adminId: string, id: string) {
      const row = await existing(id);
      const removed = await feedback.remove(id, adminId, {
        category: row.category,
        status: row.status,
      });
      if (!removed) throw feedbackNotFound();
      await media.remove([row.image_path]);
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
