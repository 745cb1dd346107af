import { PHOTO_MAX_SIDE } from '@core/constants';
import { CARD_PHOTO, PHOTO_VARIANT_WIDTHS } from '@core/schemas';
import { AppError } from '../../platform/errors';
import {
  bytesFromDataUrl,
  type MediaStore,
  type StoredFile,
  type StoredImage,
} from '../../platform/media';
import type { NewPostImage } from './repository';

/** Square JPEG thumbnails for chat lists, alert emails and older clients' cards. */
const THUMB_SIDE = 320;

/** The WebP copies of a photo as the `variants` column keeps them (JSON). */
export interface PhotoVariants {
  card: StoredFile | null;
  variants: StoredFile[];
}

const NO_VARIANTS: PhotoVariants = { card: null, variants: [] };

/** The `variants` column read back; photos stored before the copies existed have ''. */
export function parseVariants(column: string | null | undefined): PhotoVariants {
  if (!column) return NO_VARIANTS;
  const parsed = JSON.parse(column) as Partial<PhotoVariants>;
  return { card: parsed.card ?? null, variants: parsed.variants ?? [] };
}

/** Every stored file of a post photo row: what deleting the photo must delete. */
export function postImageFiles(image: {
  path: string;
  thumb_path: string | null;
  variants?: string | null;
}): string[] {
  const { card, variants } = parseVariants(image.variants);
  return [
    image.path,
    image.thumb_path,
    card?.path,
    ...variants.map((variant) => variant.path),
  ].filter((file): file is string => Boolean(file));
}

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
          webp: { card: CARD_PHOTO, widths: PHOTO_VARIANT_WIDTHS },
        });
        stored.push(image);
        images.push({
          id: crypto.randomUUID(),
          position,
          path: image.path,
          thumb_path: image.thumbPath ?? image.path,
          width: image.width,
          height: image.height,
          variants: JSON.stringify({
            card: image.card,
            variants: image.variants,
          } satisfies PhotoVariants),
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
    await media.remove(stored.flatMap((image) => image.files));
    throw error;
  }
  return { images, stored };
}
