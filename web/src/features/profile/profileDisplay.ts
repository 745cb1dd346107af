// Small display rules of the public profile, pure so they are unit tested.

import { RATING_AVERAGE_DECIMALS } from '@core/constants';
import { isValidFacebookUsername, normalizeWhatsApp } from '@core/rules';

/** https://wa.me/<digits> for a WhatsApp number; wa.me wants the digits without '+'. */
export function whatsappLink(number: string | null | undefined): string | null {
  if (!number) return null;
  const e164 = normalizeWhatsApp(number);
  return e164 ? `https://wa.me/${e164.slice(1)}` : null;
}

/** https://m.me/<username> opens a Messenger chat with a Facebook username. */
export function messengerLink(username: string | null | undefined): string | null {
  const name = username?.trim();
  if (!name || !isValidFacebookUsername(name)) return null;
  return `https://m.me/${encodeURIComponent(name)}`;
}

/** SPEC §9: an average rating is shown with one decimal ('4.0', not '4'). */
export function formatRatingAverage(avg: number): string {
  return avg.toFixed(RATING_AVERAGE_DECIMALS);
}

/** The first image of a post, whether the API sends a list or a single reference. */
export function firstImage(images: string[] | string | null | undefined): string | null {
  if (Array.isArray(images)) return images.find((image) => Boolean(image)) ?? null;
  return images || null;
}

/** What a card shows: the thumbnail when the API has one, else the first full image. */
export function cardImage(post: {
  thumbnail?: string | null;
  images?: string[] | string | null;
}): string | null {
  return post.thumbnail || firstImage(post.images);
}

/** Pages needed for `total` items; at least 1 so 'Page 1 of 1' reads right when empty. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A ?page= value from the URL as a page number: whole, at least 1, else 1. */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
