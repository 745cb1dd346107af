import { messagePreview } from '@core/constants';
import type { EmailSettingKey, PushPayload } from '@core/schemas';
import type { Locale } from '../auth/emails';

/** Every word a notification says, in the recipient's language (English, Filipino or Cebuano). */

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
  ceb: (seller, postTitle) => ({
    title: `Nahuman na ang baligya: ${postTitle}`,
    body: `Gimarkahan ni ${seller} nga nahuman na ang imong pagpalit. I-tap aron i-rate ang tigbaligya.`,
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
  ceb: 'Nakadawat ka niini nga email tungod sa imong settings sa pahibalo sa Palengke.',
};

export const UNSUBSCRIBE: Record<Locale, Record<EmailSettingKey, string>> = {
  en: {
    messages_email: 'Stop emails about unread messages',
    sales_email: 'Stop emails about your purchases',
    alerts_email: 'Stop food alert emails',
    suki_posts: 'Stop emails about new posts from my suki',
  },
  tl: {
    messages_email: 'Itigil ang mga email tungkol sa hindi pa nababasang mensahe',
    sales_email: 'Itigil ang mga email tungkol sa iyong mga binili',
    alerts_email: 'Itigil ang mga email ng food alert',
    suki_posts: 'Itigil ang mga email tungkol sa bagong post ng aking suki',
  },
  ceb: {
    messages_email: 'Hunonga ang mga email bahin sa mga mensahe nga wala pa nabasa',
    sales_email: 'Hunonga ang mga email bahin sa imong mga gipalit',
    alerts_email: 'Hunonga ang mga email sa food alert',
    suki_posts: 'Hunonga ang mga email bahin sa bag-ong post sa akong suki',
  },
};

type EmailWords = Pick<EmailCopy, 'subject' | 'greeting' | 'lines' | 'action'>;

const MESSAGE_EMAIL: Record<Locale, (to: string, from: string, postTitle: string) => EmailWords> = {
  en: (to, from, postTitle) => ({
    subject: `${from} wrote about ${postTitle}`,
    greeting: `Hi ${to},`,
    lines: [`${from} wrote about "${postTitle}" and you have not read it yet:`],
    action: 'Reply in the chat',
  }),
  tl: (to, from, postTitle) => ({
    subject: `Sumulat si ${from} tungkol sa ${postTitle}`,
    greeting: `Kumusta ${to},`,
    lines: [`Sumulat si ${from} tungkol sa "${postTitle}" at hindi mo pa ito nababasa:`],
    action: 'Sumagot sa chat',
  }),
  ceb: (to, from, postTitle) => ({
    subject: `Nagsulat si ${from} bahin sa ${postTitle}`,
    greeting: `Kumusta ${to},`,
    lines: [`Nagsulat si ${from} bahin sa "${postTitle}" ug wala pa nimo kini mabasa:`],
    action: 'Tubaga sa chat',
  }),
};

export function messageEmail(
  locale: Locale,
  to: string,
  from: string,
  postTitle: string,
  text: string,
): EmailCopy {
  return {
    quote: text,
    why: WHY[locale],
    unsubscribe: UNSUBSCRIBE[locale].messages_email,
    ...MESSAGE_EMAIL[locale](to, from, postTitle),
  };
}

const SALE_EMAIL: Record<Locale, (to: string, seller: string, postTitle: string) => EmailWords> = {
  en: (to, seller, postTitle) => ({
    subject: `How was your ${postTitle}?`,
    greeting: `Hi ${to},`,
    lines: [
      `${seller} marked the sale of "${postTitle}" complete.`,
      'Help your neighbours: rate the seller and leave a short review.',
    ],
    action: 'Rate the seller',
  }),
  tl: (to, seller, postTitle) => ({
    subject: `Kumusta ang binili mong ${postTitle}?`,
    greeting: `Kumusta ${to},`,
    lines: [
      `Minarkahan ni ${seller} na tapos na ang bentahan ng "${postTitle}".`,
      'Tulungan ang iyong mga kapitbahay: i-rate ang nagbenta at magsulat ng maikling review.',
    ],
    action: 'I-rate ang nagbenta',
  }),
  ceb: (to, seller, postTitle) => ({
    subject: `Kumusta ang imong gipalit nga ${postTitle}?`,
    greeting: `Kumusta ${to},`,
    lines: [
      `Gimarkahan ni ${seller} nga nahuman na ang baligya sa "${postTitle}".`,
      'Tabangi ang imong mga silingan: i-rate ang tigbaligya ug pagsulat og mubo nga review.',
    ],
    action: 'I-rate ang tigbaligya',
  }),
};

export function saleEmail(
  locale: Locale,
  to: string,
  seller: string,
  postTitle: string,
): EmailCopy {
  return {
    why: WHY[locale],
    unsubscribe: UNSUBSCRIBE[locale].sales_email,
    ...SALE_EMAIL[locale](to, seller, postTitle),
  };
}
