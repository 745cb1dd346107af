// Which stored size of a post photo the browser may pick, as `src`/`srcset`/`sizes`: one
// definition for the web app's <img> tags and for the server's <link rel="preload"> of the
// first photos, which the browser reuses only when the two agree to the character.

import type { PhotoFile, PostPhoto } from './schemas/post-photo';

/** What an <img> needs to let the browser fetch the size the screen needs (issue 13). */
export interface ImageSources {
  src: string;
  /** Width descriptors ('… 480w, … 800w'); absent when there is only one file. */
  srcSet?: string;
  /** The src's pixels: they reserve the box's shape before the bytes arrive. */
  width: number;
  height: number;
}

/** Turns a stored file's URL or /media/ path into what the page loads. */
export type UrlOf = (path: string) => string;

/**
 * The width of a grid card's photo, as the feed's grid lays cards out (web features/feed
 * PostList: 2 columns with px-3 and gap-3 on phones, 3 from 640 px, 4 from 1024 px and 5 from
 * 1280 px in a 1152 px column): 160 px on a 360 px phone, so the 320 px crop at DPR 2.
 */
export const CARD_SIZES =
  '(min-width: 1280px) 213px, (min-width: 1152px) 269px, (min-width: 1024px) calc(25vw - 19px), (min-width: 640px) calc(33.34vw - 20px), calc(50vw - 20px)';

/**
 * The photo's width on the post page (web PostDetailPage: a max-w-5xl column with px-4, two
 * columns with gap-6 from 768 px): the browser takes the smallest copy that fills it.
 */
export const PHOTO_SIZES =
  '(min-width: 1024px) 484px, (min-width: 768px) calc(50vw - 28px), calc(100vw - 32px)';

/** Copies wider than this are never worth it for a card, even at DPR 3. */
const CARD_MAX_WIDTH = 800;

function srcSetOf(files: PhotoFile[], urlOf: UrlOf): string | undefined {
  if (files.length < 2) return undefined;
  return files.map((file) => `${urlOf(file.url)} ${file.width}w`).join(', ');
}

/**
 * A post page photo: its WebP copies and the JPEG original as the widest choice; `src` (for
 * a browser that ignores srcset) is the 800 px copy, else the original. Photos stored before
 * the copies existed have only the original.
 */
export function photoSources(photo: PostPhoto, urlOf: UrlOf): ImageSources {
  const files = [...photo.variants, photo];
  const fallback = photo.variants.find((file) => file.width >= 800) ?? photo;
  return {
    src: urlOf(fallback.url),
    srcSet: srcSetOf(files, urlOf),
    width: photo.width,
    height: photo.height,
  };
}

/**
 * A feed card's picture: the 15 KiB WebP crop, with the copies up to 800 px for wider cards
 * and denser screens. `smallest` (low-data mode) keeps to the crop alone. Null when the photo
 * has no crop (stored before crops existed): the caller shows the JPEG thumbnail.
 */
export function cardSources(
  photo: PostPhoto | undefined,
  urlOf: UrlOf,
  smallest = false,
): ImageSources | null {
  const card = photo?.card;
  if (!photo || !card) return null;
  const wider = photo.variants.filter(
    (file) => file.width > card.width && file.width <= CARD_MAX_WIDTH,
  );
  return {
    src: urlOf(card.url),
    srcSet: smallest ? undefined : srcSetOf([card, ...wider], urlOf),
    width: card.width,
    height: card.height,
  };
}
