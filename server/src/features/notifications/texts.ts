import { messagePreview } from '@core/constants';
import type { EmailSettingKey, PushPayload } from '@core/schemas';
import type { Locale } from '../auth/emails';

/** Every word a notification says, in the recipient's language (English unless Filipino). */

export interface EmailItem {
  title: string;
  /** Price, quantity, distance. */
  details: string;
  link: string;
  /** An absolute URL of a small photo. */
  image: string | null;
}

export interface EmailCopy {
  subject: string;
  greeting: string;
  /** Paragraphs before the action link. */
  lines: string[];
  /** The quoted message, when there is one. */
  quote?: string;
  /** Posts listed one under the other (the alert digest). */
  items?: EmailItem[];
  action: string;
  /** What the unsubscribe link turns off. */
  unsubscribe: string;
  why: string;
}

export const messagePush = (
  threadId: string,
  from: string,
  postTitle: string,
  body: string,
): PushPayload => ({
  title: `${from} · ${postTitle}`,
  body: messagePreview(body),
  url: `/threads/${threadId}`,
  tag: `thread-${threadId}`,
});

const SALE_PUSH: Record<
  Locale,
  (seller: string, postTitle: string) => Omit<PushPayload, 'url' | 'tag'>
> = {
  en: (seller, postTitle) => ({
    title: `Sale complete: ${postTitle}`,
    body: `${seller} marked your purchase complete. Tap to rate the seller.`,
  }),
  tl: (seller, postTitle) => ({
    title: `Tapos na ang bentahan: ${postTitle}`,
    body: `Minarkahan ni ${seller} na tapos na ang iyong pagbili. I-tap para i-rate ang nagbenta.`,
  }),
};

export const salePush = (
  locale: Locale,
  threadId: string,
  seller: string,
  postTitle: string,
): PushPayload => ({
  ...SALE_PUSH[locale](seller, postTitle),
  url: `/threads/${threadId}`,
  tag: `sale-${threadId}`,
});

export const WHY: Record<Locale, string> = {
  en: 'You get this email because of your notification settings on Palengke.',
  tl: 'Natatanggap mo ang email na ito dahil sa iyong mga setting ng abiso sa Palengke.',
};

export const UNSUBSCRIBE: Record<Locale, Record<EmailSettingKey, string>> = {
  en: {
    messages_email: 'Stop emails about unread messages',
    sales_email: 'Stop emails about your purchases',
    alerts_email: 'Stop food alert emails',
  },
  tl: {
    messages_email: 'Itigil ang mga email tungkol sa hindi pa nababasang mensahe',
    sales_email: 'Itigil ang mga email tungkol sa iyong mga binili',
    alerts_email: 'Itigil ang mga email ng food alert',
  },
};

export function messageEmail(
  locale: Locale,
  to: string,
  from: string,
  postTitle: string,
  text: string,
): EmailCopy {
  const common = { quote: text, why: WHY[locale], unsubscribe: UNSUBSCRIBE[locale].messages_email };
  return locale === 'tl'
    ? {
        ...common,
        subject: `Sumulat si ${from} tungkol sa ${postTitle}`,
        greeting: `Kumusta ${to},`,
        lines: [`Sumulat si ${from} tungkol sa "${postTitle}" at hindi mo pa ito nababasa:`],
        action: 'Sumagot sa chat',
      }
    : {
        ...common,
        subject: `${from} wrote about ${postTitle}`,
        greeting: `Hi ${to},`,
        lines: [`${from} wrote about "${postTitle}" and you have not read it yet:`],
        action: 'Reply in the chat',
      };
}

export function saleEmail(
  locale: Locale,
  to: string,
  seller: string,
  postTitle: string,
): EmailCopy {
  const common = { why: WHY[locale], unsubscribe: UNSUBSCRIBE[locale].sales_email };
  return locale === 'tl'
    ? {
        ...common,
        subject: `Kumusta ang binili mong ${postTitle}?`,
        greeting: `Kumusta ${to},`,
        lines: [
          `Minarkahan ni ${seller} na tapos na ang bentahan ng "${postTitle}".`,
          'Tulungan ang iyong mga kapitbahay: i-rate ang nagbenta at magsulat ng maikling review.',
        ],
        action: 'I-rate ang nagbenta',
      }
    : {
        ...common,
        subject: `How was your ${postTitle}?`,
        greeting: `Hi ${to},`,
        lines: [
          `${seller} marked the sale of "${postTitle}" complete.`,
          'Help your neighbours: rate the seller and leave a short review.',
        ],
        action: 'Rate the seller',
      };
}
