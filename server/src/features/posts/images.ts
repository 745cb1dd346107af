import { PHOTO_MAX_SIDE } from '@core/constants';
import { AppError } from '../../platform/errors';
import { bytesFromDataUrl, type MediaStore, type StoredImage } from '../../platform/media';
import type { NewPostImage } from './repository';

/** Card thumbnails: small enough for a feed page on mobile data. */
const THUMB_SIDE = 320;

const notOurImage = () =>
  new AppError('image_invalid', 400, 'We could not process that photo. Please try another one.', {
    fields: { images: 'errors.imageInvalid' },
  });

/**
 * Turns the images of a create or edit body into stored photos. New photos come as data
 * URLs; a post's current photo may be sent back by path, by its full URL on PUBLIC_URL, or by
 * its URL in the S3 bucket.
 * Nothing else is accepted, and no URL is ever fetched.
 */
export async function storePostImages(
  refs: string[],
  media: MediaStore,
  publicUrl: string,
  current: NewPostImage[] = [],
): Promise<{ images: NewPostImage[]; stored: StoredImage[] }> {
  const stored: StoredImage[] = [];
  const images: NewPostImage[] = [];
  const now = new Date().toISOString();
  try {
    for (const [position, ref] of refs.entries()) {
      if (ref.startsWith('data:')) {
        const image = await media.storeImage(bytesFromDataUrl(ref), {
          kind: 'posts',
          maxSide: PHOTO_MAX_SIDE,
          thumbSide: THUMB_SIDE,
        });
        stored.push(image);
        images.push({
          id: crypto.randomUUID(),
          position,
          path: image.path,
          thumb_path: image.thumbPath ?? image.path,
          width: image.width,
          height: image.height,
          created_at: now,
        });
        continue;
      }
      const path = ref.startsWith(publicUrl) ? ref.slice(publicUrl.length) : ref;
      const existing = current.find((image) => image.path === path);
      if (!existing) throw notOurImage();
      images.push({ ...existing, position });
    }
  } catch (error) {
    await media.remove(stored.flatMap((image) => [image.path, image.thumbPath]));
    throw error;
  }
  return { images, stored };
}
