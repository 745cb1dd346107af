import { PHILIPPINE_TIME } from '@core/dates';
import { formatPickupTime } from '@core/weekdays';
import type { PushPayload } from '@core/schemas';
import { formatQuantity } from '@core/units-display';
import type { Locale } from '../auth/emails';
import { UNSUBSCRIBE, WHY, type EmailCopy } from '../notifications/texts';

/** Every word a reservation notice says, in the buyer's language (issue 11). */

export interface ReservationFacts {
  threadId: string;
  seller: string;
  postTitle: string;
  /** How much is or was held, in the post's unit (a SPEC §5 code such as 'kg' or 'pc'). */
  qty: number;
  unit: string;
}

/** The facts as said: the amount in the reader's words ('2 kg', '12 piraso', '3 ka lata'). */
type Said = Omit<ReservationFacts, 'qty' | 'unit'> & { amount: string };

/**
 * "Fri 5:00 PM" ("Biy 5:00 PM", Cebuano "Dom 9:30 AM"), with the date from six days ahead,
 * as the chat shows a pickup time (core/dates.ts, the web app's own formatter), read where
 * the app is used: the Philippines.
 */
export const pickupTime = (locale: Locale, iso: string, now = new Date()) =>
  formatPickupTime(new Date(iso), locale, now, PHILIPPINE_TIME);

type Words = { title: string; body: string };

const MADE: Record<Locale, (facts: Said, until: string) => Words> = {
  en: (f, until) => ({
    title: `Reserved for you: ${f.postTitle}`,
    body: `${f.seller} is holding ${f.amount} for you until ${until}.`,
  }),
  tl: (f, until) => ({
    title: `Nakatabi para sa iyo: ${f.postTitle}`,
    body: `Itinatabi ni ${f.seller} ang ${f.amount} para sa iyo hanggang ${until}.`,
  }),
  ceb: (f, until) => ({
    title: `Naka-reserve para nimo: ${f.postTitle}`,
    body: `Gi-reserve ni ${f.seller} ang ${f.amount} para nimo hangtod ${until}.`,
  }),
};

const RELEASED: Record<Locale, Record<'seller' | 'expired', (facts: Said) => Words>> = {
  en: {
    seller: (f) => ({
      title: `Reservation released: ${f.postTitle}`,
      body: `${f.seller} released the ${f.amount} held for you.`,
    }),
    expired: (f) => ({
      title: `Reservation ended: ${f.postTitle}`,
      body: `The hold on ${f.amount} for you has ended.`,
    }),
  },
  tl: {
    seller: (f) => ({
      title: `Inalis ang reserbasyon: ${f.postTitle}`,
      body: `Inalis ni ${f.seller} ang ${f.amount} na nakatabi para sa iyo.`,
    }),
    expired: (f) => ({
      title: `Tapos na ang reserbasyon: ${f.postTitle}`,
      body: `Hindi na nakatabi para sa iyo ang ${f.amount}.`,
    }),
  },
  ceb: {
    seller: (f) => ({
      title: `Gibuhian ang reserba: ${f.postTitle}`,
      body: `Gibuhian ni ${f.seller} ang ${f.amount} nga naka-reserve para nimo.`,
    }),
    expired: (f) => ({
      title: `Nahuman na ang reserba: ${f.postTitle}`,
      body: `Dili na naka-reserve para nimo ang ${f.amount}.`,
    }),
  },
};

export type ReservationNotice =
  { kind: 'made'; until: string } | { kind: 'released'; reason: 'seller' | 'expired' };

function words(
  locale: Locale,
  { qty, unit, ...facts }: ReservationFacts,
  notice: ReservationNotice,
) {
  const said = { ...facts, amount: formatQuantity(qty, unit, locale) };
  return notice.kind === 'made'
    ? MADE[locale](said, pickupTime(locale, notice.until))
    : RELEASED[locale][notice.reason](said);
}

export const reservationPush = (
  locale: Locale,
  facts: ReservationFacts,
  notice: ReservationNotice,
): PushPayload => ({
  ...words(locale, facts, notice),
  url: `/threads/${facts.threadId}`,
  tag: `reservation-${facts.threadId}`,
});

const EMAIL: Record<Locale, { greeting: (to: string) => string; action: string }> = {
  en: { greeting: (to) => `Hi ${to},`, action: 'Open the chat' },
  tl: { greeting: (to) => `Kumusta ${to},`, action: 'Buksan ang chat' },
  ceb: { greeting: (to) => `Kumusta ${to},`, action: 'Ablihi ang chat' },
};

export function reservationEmail(
  locale: Locale,
  to: string,
  facts: ReservationFacts,
  notice: ReservationNotice,
): EmailCopy {
  const { title, body } = words(locale, facts, notice);
  return {
    subject: title,
    greeting: EMAIL[locale].greeting(to),
    lines: [body],
    action: EMAIL[locale].action,
    // A reservation is part of the conversation: the messages setting covers it.
    unsubscribe: UNSUBSCRIBE[locale].messages_email,
    why: WHY[locale],
  };
}
