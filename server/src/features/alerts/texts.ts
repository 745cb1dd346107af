import { formatKm } from '@core/geo';
import { formatPeso } from '@core/money';
import type { PushPayload } from '@core/schemas';
import { formatQuantity } from '@core/units-display';
import type { Locale } from '../auth/emails';
import { UNSUBSCRIBE, type EmailCopy, type EmailItem } from '../notifications/texts';

/** Every word a food alert says, in the recipient's language. */

export interface MatchedPost {
  id: string;
  title: string;
  price_centavos: number;
  qty: number;
  unit: string;
  distance_km: number;
}

const FREE: Record<Locale, string> = { en: 'Free', tl: 'Libre', ceb: 'Libre' };

/** "₱25.00 · 3 bunches · 1.3 km": price, quantity and distance, as the feed's card shows them. */
export function postDetails(locale: Locale, post: MatchedPost) {
  const price = post.price_centavos === 0 ? FREE[locale] : formatPeso(post.price_centavos / 100);
  const qty = formatQuantity(post.qty, post.unit, locale);
  return `${price} · ${qty} · ${formatKm(post.distance_km)}`;
}

const NEW_NEAR_YOU: Record<Locale, string> = {
  en: 'New near you',
  tl: 'Bago malapit sa iyo',
  ceb: 'Bag-o duol nimo',
};

export const alertPush = (locale: Locale, alertId: string, post: MatchedPost): PushPayload => ({
  title: `${NEW_NEAR_YOU[locale]}: ${post.title}`,
  body: postDetails(locale, post),
  url: `/post/${post.id}`,
  tag: `alert-${alertId}`,
});

const WHY: Record<Locale, string> = {
  en: 'You get this email because you saved food alerts on Palengke.',
  tl: 'Natatanggap mo ang email na ito dahil nag-save ka ng mga food alert sa Palengke.',
  ceb: 'Nakadawat ka niini nga email tungod kay nag-save ka og mga food alert sa Palengke.',
};

type DigestWords = Pick<EmailCopy, 'subject' | 'greeting' | 'lines' | 'action'>;

const DIGEST: Record<Locale, (to: string, items: EmailItem[]) => DigestWords> = {
  en: (to, items) => ({
    subject:
      items.length === 1
        ? `${NEW_NEAR_YOU.en}: ${items[0]!.title}`
        : `${items.length} new food posts near you`,
    greeting: `Hi ${to},`,
    lines: ['New posts match your food alerts:'],
    action: 'See my alerts',
  }),
  tl: (to, items) => ({
    subject:
      items.length === 1
        ? `${NEW_NEAR_YOU.tl}: ${items[0]!.title}`
        : `${items.length} bagong pagkain malapit sa iyo`,
    greeting: `Kumusta ${to},`,
    lines: ['May bagong post na tugma sa iyong mga food alert:'],
    action: 'Tingnan ang aking mga alert',
  }),
  ceb: (to, items) => ({
    subject:
      items.length === 1
        ? `${NEW_NEAR_YOU.ceb}: ${items[0]!.title}`
        : `${items.length} ka bag-ong pagkaon duol nimo`,
    greeting: `Kumusta ${to},`,
    lines: ['Naay bag-ong post nga mohaum sa imong mga food alert:'],
    action: 'Tan-awa ang akong mga alert',
  }),
};

export function digestEmail(locale: Locale, to: string, items: EmailItem[]): EmailCopy {
  return {
    items,
    why: WHY[locale],
    // The same words as the alerts line of the notification settings' unsubscribe links.
    unsubscribe: UNSUBSCRIBE[locale].alerts_email,
    ...DIGEST[locale](to, items),
  };
}
