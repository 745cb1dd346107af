// The sizes a post photo is stored in, and how the API describes them (issue 13): cards load a
// small WebP crop, the post page picks a WebP width with srcset, and the JPEG original stays
// for zoom, export and photos stored before any of this.

import { z } from 'zod';

/**
 * The feed card's photo, WebP, cropped to the card's 4:3 box. A grid card on a 360 px wide
 * phone shows it at 160 × 120 CSS px, so 320 × 240 is sharp at a device pixel ratio of 2; the
 * encoder lowers the quality until it fits in `maxBytes` (15 KiB).
 */
export const CARD_PHOTO = { width: 320, height: 240, maxBytes: 15 * 1024 } as const;

/**
 * Widths of the WebP copies a photo page chooses from (`srcset`), each only when the original
 * is wider: 480 for a phone at DPR 1 or the desktop column, 800 for a 360–400 px phone at
 * DPR 2, 1280 for DPR 3. The JPEG original (at most 1600 px) is the largest choice.
 */
export const PHOTO_VARIANT_WIDTHS = [480, 800, 1280] as const;

/** One stored file of a photo: its URL (or /media/ path) and its size in pixels. */
export const photoFileSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

/**
 * A post photo as list items and the post carry it in `photos`, in the order of `images`:
 * the original JPEG (`url`, the same path as in `images`), the card's crop and the smaller
 * copies, narrowest first. Photos stored before these copies existed have `card: null` and
 * no `variants`; clients then fall back to `thumbnail` and the original.
 */
export const postPhotoSchema = photoFileSchema.extend({
  card: photoFileSchema.nullable(),
  variants: z.array(photoFileSchema),
});

export type PhotoFile = z.infer<typeof photoFileSchema>;
export type PostPhoto = z.infer<typeof postPhotoSchema>;
