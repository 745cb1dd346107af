import { LANGUAGES } from '../languages';
// Profile settings (SPEC §5): body of PATCH /api/me/profile, also the settings form's
// schema. Every field is optional (only sent fields change); for the nullable ones a
// blank value or null clears the field. Unknown keys (is_admin, username, ...) are
// stripped, so a PATCH can never touch them.

import { z } from 'zod';
import {
  DISPLAY_NAME_MAX,
  PHONE_MAX,
  PROFILE_PHOTO_MAX_BYTES,
  SEARCH_RANGE_MAX_KM,
  SEARCH_RANGE_MIN_KM,
} from '../constants';
import { isValidFacebookUsername, normalizeWhatsApp } from '../rules';
import { imageRefSchema } from './image';
import { MESSAGE_KEY, type ValidationMessageKey } from './messages';

/** Trimmed text that may be cleared: '' and null both become null. */
function clearableText(max: number, tooLong: ValidationMessageKey) {
  return z
    .string({ error: MESSAGE_KEY.invalid })
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((value) => value || null);
}

const PHONE_PATTERN = /^\+?[0-9 ()-]*$/;

export const whatsappField = z
  .string({ error: MESSAGE_KEY.whatsappInvalid })
  .nullable()
  .transform((value, ctx) => {
    if (value === null || value.trim() === '') return null;
    const normalized = normalizeWhatsApp(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGE_KEY.whatsappInvalid });
      return z.NEVER;
    }
    return normalized;
  });

export const facebookUsernameField = z
  .string({ error: MESSAGE_KEY.facebookInvalid })
  .trim()
  .nullable()
  .transform((value) => value || null)
  .refine((value) => value === null || isValidFacebookUsername(value), MESSAGE_KEY.facebookInvalid);

export const profileBody = z.object(
  {
    display_name: clearableText(DISPLAY_NAME_MAX, MESSAGE_KEY.displayNameTooLong).optional(),
    phone: clearableText(PHONE_MAX, MESSAGE_KEY.phoneInvalid)
      .refine((value) => value === null || PHONE_PATTERN.test(value), MESSAGE_KEY.phoneInvalid)
      .optional(),
    /** A new photo as a data URL, the current URL unchanged, or null to remove it. */
    photo_url: imageRefSchema(PROFILE_PHOTO_MAX_BYTES, {
      type: MESSAGE_KEY.imageType,
      tooLarge: MESSAGE_KEY.photoTooLarge,
    })
      .nullable()
      .optional(),
    search_range_km: z
      .number({ error: MESSAGE_KEY.searchRangeInvalid })
      // Whole kilometres (the slider's steps); the column is an integer on both engines.
      .int(MESSAGE_KEY.searchRangeInvalid)
      .min(SEARCH_RANGE_MIN_KM, MESSAGE_KEY.searchRangeInvalid)
      .max(SEARCH_RANGE_MAX_KM, MESSAGE_KEY.searchRangeInvalid)
      .nullable()
      .optional(),
    whatsapp_number: whatsappField.optional(),
    facebook_username: facebookUsernameField.optional(),
    show_contact_on_posts: z.boolean({ error: MESSAGE_KEY.invalid }).optional(),
    /** The language last chosen in the app: notifications and emails are written in it. */
    language: z.enum(LANGUAGES, { error: MESSAGE_KEY.invalid }).optional(),
  },
  { error: MESSAGE_KEY.invalid },
);
export type ProfileBody = z.output<typeof profileBody>;
export type ProfileFormInput = z.input<typeof profileBody>;
