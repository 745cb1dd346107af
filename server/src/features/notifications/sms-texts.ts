import { fitSms } from '../../platform/sms/gsm7';
import type { Locale } from '../auth/emails';

/**
 * The notices that go by SMS to people without e-mail, in their language: one SMS each (160
 * GSM-7 characters), names and titles shortened first, the link to the thread kept whole.
 */

const MESSAGE: Record<Locale, (from: string, title: string) => string> = {
  en: (from, title) => `Palengke: ${from} wrote about "${title}". Reply:`,
  tl: (from, title) => `Palengke: sumulat si ${from} tungkol sa "${title}". Sumagot:`,
  ceb: (from, title) => `Palengke: nagsulat si ${from} bahin sa "${title}". Tubaga:`,
};

const SALE: Record<Locale, (seller: string, title: string) => string> = {
  en: (seller, title) => `Palengke: ${seller} recorded your purchase of "${title}". Rate it:`,
  tl: (seller, title) => `Palengke: itinala ni ${seller} ang binili mong "${title}". I-rate:`,
  ceb: (seller, title) =>
    `Palengke: girekord ni ${seller} ang imong gipalit nga "${title}". I-rate:`,
};

const RESERVED: Record<Locale, (seller: string, title: string, qty: string) => string> = {
  en: (seller, title, qty) => `Palengke: ${seller} is holding ${qty} of "${title}" for you. See:`,
  tl: (seller, title, qty) =>
    `Palengke: nakareserba sa iyo ni ${seller} ang ${qty} ng "${title}". Tingnan:`,
  ceb: (seller, title, qty) =>
    `Palengke: gireserba ni ${seller} alang kanimo ang ${qty} sa "${title}". Tan-awa:`,
};

const link = (publicUrl: string, threadId: string) => ` ${publicUrl}/threads/${threadId}`;

export const messageSms = (
  locale: Locale,
  publicUrl: string,
  threadId: string,
  from: string,
  title: string,
) => fitSms(MESSAGE[locale](from, title), link(publicUrl, threadId));

export const saleSms = (
  locale: Locale,
  publicUrl: string,
  threadId: string,
  seller: string,
  title: string,
) => fitSms(SALE[locale](seller, title), link(publicUrl, threadId));

export const reservationSms = (
  locale: Locale,
  publicUrl: string,
  threadId: string,
  seller: string,
  title: string,
  qty: string,
) => fitSms(RESERVED[locale](seller, title, qty), link(publicUrl, threadId));
