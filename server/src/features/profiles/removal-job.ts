import { ACCOUNT_DELETION_GRACE_DAYS } from '@core/constants';
import type { Db } from '../../db/database';
import type { MediaStore } from '../../platform/media';
import { postImageFiles } from '../posts/images';

const DAY_MS = 86_400_000;

/**
 * Removes accounts whose deletion was requested 30 days ago and not canceled by a login.
 * Their posts (with photos, threads and reports) go with them; what others keep is anonymised
 * by the foreign keys: their messages and reviews in others' threads lose the sender.
 */
export async function removeArchivedAccounts(db: Db, media: MediaStore, now = new Date()) {
  const cutoff = new Date(now.getTime() - ACCOUNT_DELETION_GRACE_DAYS * DAY_MS).toISOString();
  const due = await db
    .selectFrom('users')
    .select(['id', 'photo_path'])
    .where('deletion_requested_at', '<=', cutoff)
    .execute();
  for (const user of due) {
    const images = await db
      .selectFrom('post_images')
      .innerJoin('posts', 'posts.id', 'post_images.post_id')
      .select(['post_images.path', 'post_images.thumb_path', 'post_images.variants'])
      .where('posts.user_id', '=', user.id)
      .execute();
    // Checked again inside the delete, in case the user logged in since the select.
    const deleted = await db
      .deleteFrom('users')
      .where('id', '=', user.id)
      .where('deletion_requested_at', '<=', cutoff)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 1) {
      await media.remove([user.photo_path, ...images.flatMap(postImageFiles)]);
    }
  }
  return due.length;
}
