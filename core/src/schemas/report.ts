// Report a post (SPEC §5): body of POST /api/reports/posts, also the form's schema.

import { z } from 'zod';
import { REPORT_REASON_MAX, REPORT_REASON_MIN } from '../constants';
import { idField } from './fields';
import { MESSAGE_KEY } from './messages';

export const reportBody = z.object(
  {
    postId: idField(MESSAGE_KEY.required),
    reason: z
      .string({ error: MESSAGE_KEY.reasonTooShort })
      .trim()
      .min(REPORT_REASON_MIN, MESSAGE_KEY.reasonTooShort)
      .max(REPORT_REASON_MAX, MESSAGE_KEY.reasonTooLong),
  },
  { error: MESSAGE_KEY.invalid },
);
export type ReportBody = z.output<typeof reportBody>;
