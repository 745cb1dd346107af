import { asLanguage, LANGUAGES } from '@core/languages';
import { z } from 'zod';
import type { ProfileRow } from './repository';
import { accountDoorsSchema, presentAccountDoors } from '../auth/session-user';

/**
 * What anyone may see of a person. Contacts only when the owner chose to show them, and
 * then only as blocks/profile-view.ts lets the viewer read them (issue 21).
 */
export const publicProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  photo_url: z.string().nullable(),
  reputation: z.number(),
  is_admin: z.boolean(),
  whatsapp_number: z.string().nullable(),
  facebook_username: z.string().nullable(),
  show_contact_on_posts: z.boolean(),
  /** How many follow this seller (issue 39). */
  suki_count: z.number(),
  created_at: z.string(),
});

/** The owner's own profile (SPEC §3), with email and phone. */
export const ownProfileSchema = publicProfileSchema.extend({
  ...accountDoorsSchema.shape,
  phone: z.string().nullable(),
  search_range_km: z.number().nullable(),
  banned_until: z.string().nullable(),
  /** The language last chosen in the app; notifications and emails are written in it. */
  language: z.enum(LANGUAGES),
});

export type OwnProfile = z.infer<typeof ownProfileSchema>;

export function presentPublicProfile(row: ProfileRow): z.infer<typeof publicProfileSchema> {
  const showContact = Boolean(row.show_contact_on_posts);
  return {
    id: row.id,
    username: row.username,
    display_name: row.display_name,
    photo_url: row.photo_path,
    reputation: row.reputation,
    is_admin: Boolean(row.is_admin),
    whatsapp_number: showContact ? row.whatsapp_number : null,
    facebook_username: showContact ? row.facebook_username : null,
    show_contact_on_posts: showContact,
    suki_count: Number(row.suki_count),
    created_at: row.created_at,
  };
}

export function presentOwnProfile(row: ProfileRow): z.infer<typeof ownProfileSchema> {
  return {
    ...presentPublicProfile(row),
    whatsapp_number: row.whatsapp_number,
    facebook_username: row.facebook_username,
    ...presentAccountDoors(row),
    phone: row.phone,
    search_range_km: row.search_range_km,
    banned_until: row.banned_until,
    language: asLanguage(row.locale),
  };
}
