import { formatPeso } from '@core/money';
import type { PushPayload } from '@core/schemas';
import { formatQuantity } from '@core/units-display';
import type { Locale } from '../auth/emails';
import { UNSUBSCRIBE, type EmailCopy, type EmailItem } from '../notifications/texts';

/** Every word a suki notification says, in the follower's language. */

export interface ToldPost {
  id: string;
  title: string;
  price_centavos: number;
  qty: number;
  unit: string;
}

const FREE: Record<Locale, string> = { en: 'Free', tl: 'Libre', ceb: 'Libre' };

/** "₱25.00 · 3 bunches": price and quantity, as the feed's card shows them. */
export function postDetails(locale: Locale, post: ToldPost) {
  const price = post.price_centavos === 0 ? FREE[locale] : formatPeso(post.price_centavos / 100);
  return `${price} · ${formatQuantity(post.qty, post.unit, locale)}`;
}

const POSTED: Record<Locale, (seller: string, title: string) => string> = {
  en: (seller, title) => `${seller} posted: ${title}`,
  tl: (seller, title) => `Nag-post si ${seller}: ${title}`,
  ceb: (seller, title) => `Nag-post si ${seller}: ${title}`,
};

/** "Aling Nena posted 3 new items": the posts folded into one notification. */
const POSTED_MANY: Record<Locale, (seller: string, count: number) => string> = {
  en: (seller, count) => `${seller} posted ${count} new ${count === 1 ? 'item' : 'items'}`,
  tl: (seller, count) => `Nag-post si ${seller} ng ${count} na bagong post`,
  ceb: (seller, count) => `Nag-post si ${seller} og ${count} ka bag-ong post`,
};

const SEE_THEM: Record<Locale, string> = {
  en: 'From your suki. Tap to see them.',
  tl: 'Mula sa iyong suki. I-tap para makita.',
  ceb: 'Gikan sa imong suki. I-tap aron makita.',
};

/** One new post, told at once. */
export const sukiPostPush = (
  locale: Locale,
  seller: { id: string; name: string },
  post: ToldPost,
): PushPayload => ({
  title: POSTED[locale](seller.name, post.title),
  body: postDetails(locale, post),
  url: `/post/${post.id}`,
  // One notification per seller on the lock screen: the folded one replaces it.
  tag: `suki-${seller.id}`,
});

/** The posts folded since the last notification, told in one. */
export const sukiFoldPush = (
  locale: Locale,
  seller: { id: string; name: string; username: string },
  count: number,
): PushPayload => ({
  title: POSTED_MANY[locale](seller.name, count),
  body: SEE_THEM[locale],
  url: `/user/${encodeURIComponent(seller.username)}`,
  tag: `suki-${seller.id}`,
});

const WHY: Record<Locale, string> = {
  en: 'You get this email because you are a suki of this seller on Palengke.',
  tl: 'Natatanggap mo ang email na ito dahil suki ka ng nagbebentang ito sa Palengke.',
  ceb: 'Nakadawat ka niini nga email tungod kay suki ka niini nga tigbaligya sa Palengke.',
};

const GREETING: Record<Locale, (to: string) => string> = {
  en: (to) => `Hi ${to},`,
  tl: (to) => `Kumusta ${to},`,
  ceb: (to) => `Kumusta ${to},`,
};

const ACTION: Record<Locale, string> = {
  en: 'See the seller’s posts',
  tl: 'Tingnan ang mga post ng nagbebenta',
  ceb: 'Tan-awa ang mga post sa tigbaligya',
};

/** The email of a follower with no phone to push to: the new post, or the folded ones. */
export function sukiEmail(
  locale: Locale,
  to: string,
  sellerName: string,
  count: number,
  items: EmailItem[],
): EmailCopy {
  const subject =
    count === 1 && items.length === 1
      ? POSTED[locale](sellerName, items[0]!.title)
      : POSTED_MANY[locale](sellerName, count);
  return {
    subject,
    greeting: GREETING[locale](to),
    lines: [`${subject}.`],
    items,
    action: ACTION[locale],
    why: WHY[locale],
    unsubscribe: UNSUBSCRIBE[locale].suki_posts,
  };
}
