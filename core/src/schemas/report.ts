// Report a post (SPEC §5) or a review (issue 21): bodies of POST /api/reports/posts and
// /api/reports/reviews, also the forms' schemas. Both take the same reason.

import { z } from 'zod';
import { REPORT_REASON_MAX, REPORT_REASON_MIN } from '../constants';
import { idField } from './fields';
import { MESSAGE_KEY } from './messages';

/** Why it is reported: trimmed, at least REPORT_REASON_MIN characters. */
export const reportReason = z
  .string({ error: MESSAGE_KEY.reasonTooShort })
  .trim()
  .min(REPORT_REASON_MIN, MESSAGE_KEY.reasonTooShort)
  .max(REPORT_REASON_MAX, MESSAGE_KEY.reasonTooLong);

export const reportBody = z.object(
  { postId: idField(MESSAGE_KEY.required), reason: reportReason },
  { error: MESSAGE_KEY.invalid },
);
export type ReportBody = z.output<typeof reportBody>;

export const reviewReportBody = z.object(
  { reviewId: idField(MESSAGE_KEY.required), reason: reportReason },
  { error: MESSAGE_KEY.invalid },
);
export type ReviewReportBody = z.output<typeof reviewReportBody>;
