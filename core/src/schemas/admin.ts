// Admin bodies: bans and status changes of reports and feedback (SPEC §7).

import { z } from 'zod';
import { BAN_OPTIONS, FEEDBACK_STATUSES } from '../constants';
import { MESSAGE_KEY } from './messages';

/** A ban choice: 1, 7 or 30 days, 'permanent', or 'clear' to lift the ban. */
export const BAN_CHOICES = [...BAN_OPTIONS, 'clear'] as const;
export type BanChoice = (typeof BAN_CHOICES)[number];

/** Body of PATCH /api/admin/users/{id}/ban. */
export const banBody = z.object(
  { days: z.literal(BAN_CHOICES, { error: MESSAGE_KEY.banInvalid }) },
  { error: MESSAGE_KEY.invalid },
);
export type BanBody = z.output<typeof banBody>;

/** Body of PATCH /api/reports/{id}/status: reports only move forward, to reviewed. */
export const reportStatusBody = z.object(
  { status: z.literal('reviewed', { error: MESSAGE_KEY.invalid }) },
  { error: MESSAGE_KEY.invalid },
);
export type ReportStatusBody = z.output<typeof reportStatusBody>;

/** Body of PATCH /api/feedback/{id}/status: feedback may be toggled back to new. */
export const feedbackStatusBody = z.object(
  { status: z.enum(FEEDBACK_STATUSES, { error: MESSAGE_KEY.invalid }) },
  { error: MESSAGE_KEY.invalid },
);
export type FeedbackStatusBody = z.output<typeof feedbackStatusBody>;
