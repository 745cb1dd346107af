import type { Language } from '@core/languages';
import { PROFILE_PHOTO_MAX_SIDE } from '@core/constants';
import { notFound } from '../../platform/errors';
import { bytesFromDataUrl, type MediaStore } from '../../platform/media';
import { noSessionsEnded, type SessionsEnded } from '../live/sessions-ended';
import { presentOwnProfile, presentPublicProfile } from './presenter';
import type { ProfileChanges, ProfileRepository, ProfileRow } from './repository';

export interface ProfilePatch {
  display_name?: string | null | undefined;
  phone?: string | null | undefined;
  /** A data URL to replace the photo, null to remove it, or the current path to keep it. */
  photo_url?: string | null | undefined;
  search_range_km?: number | null | undefined;
  whatsapp_number?: string | null | undefined;
  facebook_username?: string | null | undefined;
  show_contact_on_posts?: boolean | undefined;
  language?: Language | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Accounts waiting for removal are gone for everyone else. */
const visible = (row: ProfileRow | undefined) =>
  row && row.deletion_requested_at === null ? row : undefined;

/** `sessionsEnded`: a deleted account's open streams end at once (its sessions are gone). */
export function createProfileService(
  profiles: ProfileRepository,
  media: MediaStore,
  sessionsEnded: SessionsEnded = noSessionsEnded,
) {
  async function own(userId: string) {
    const row = await profiles.findById(userId);
    if (!row) throw notFound('Profile not found.');
    return row;
  }

  return {
    async getOwn(userId: string) {
      return presentOwnProfile(await own(userId));
    },

    async update(userId: string, patch: ProfilePatch) {
      const current = await own(userId);
      const { photo_url: photo, language, ...fields } = patch;
      const changes: ProfileChanges = {};
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(changes, { [key]: value });
      }
      if (language) changes.locale = language;
      if (typeof changes.display_name === 'string') {
        changes.display_name = changes.display_name.trim() || null;
      }

      if (photo === null) {
        changes.photo_path = null;
      } else if (photo !== undefined && photo !== current.photo_path) {
        // Only a new upload changes the photo; any other URL is refused, never fetched.
        const stored = await media.storeImage(bytesFromDataUrl(photo), {
          kind: 'avatars',
          maxSide: PROFILE_PHOTO_MAX_SIDE,
        });
        changes.photo_path = stored.path;
      }

      let replacedPhoto = current.photo_path;
      try {
        if (changes.photo_path === undefined) {
          await profiles.update(userId, changes);
        } else {
          // Swap from the photo last read, so that when two changes race (a double-tapped
          // Save) each deletes the file it replaced and none is left behind on disk.
          while (!(await profiles.update(userId, changes, replacedPhoto))) {
            replacedPhoto = (await own(userId)).photo_path;
          }
        }
      } catch (error) {
        // Nothing half-written: a photo stored for a failed update is removed again.
        if (changes.photo_path) await media.remove([changes.photo_path]);
        throw error;
      }
      if (changes.photo_path !== undefined && replacedPhoto) await media.remove([replacedPhoto]);
      return presentOwnProfile(await own(userId));
    },

    async archive(userId: string) {
      await own(userId);
      await profiles.archive(userId);
      sessionsEnded(userId);
    },

    async findPublic(idOrUsername: string) {
      const row = UUID.test(idOrUsername)
        ? await profiles.findById(idOrUsername)
        : await profiles.findByUsername(idOrUsername);
      const found = visible(row);
      if (!found) throw notFound('Profile not found.');
      return presentPublicProfile(found);
    },

    async findManyPublic(ids: string[]) {
      const rows = await profiles.findByIds(ids);
      return rows.flatMap((row) => (visible(row) ? [presentPublicProfile(row)] : []));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
