import { isValidFacebookUsername, normalizeWhatsApp } from '@core/rules';

export interface ContactLink {
  kind: 'whatsapp' | 'messenger';
  href: string;
}

/**
 * https://wa.me/<digits>: wa.me wants the international number without '+' or spaces. A
 * message is prefilled when given, so the seller knows which post the buyer means.
 */
export function whatsappHref(number: string | null | undefined, message?: string): string | null {
  if (!number) return null;
  const e164 = normalizeWhatsApp(number);
  if (!e164) return null;
  const base = `https://wa.me/${e164.slice(1)}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** https://m.me/<username> opens a Messenger chat; anything that is not a username is dropped. */
export function messengerHref(username: string | null | undefined): string | null {
  const name = username?.trim();
  if (!name || !isValidFacebookUsername(name)) return null;
  return `https://m.me/${encodeURIComponent(name)}`;
}

/**
 * The contact links the seller chose to show (the API sends null for hidden ones), WhatsApp
 * first: it is what most buyers in the Philippines have. Empty means "message in Palengke".
 */
export function contactLinks(
  author: { whatsapp_number: string | null; facebook_username: string | null },
  whatsappMessage?: string,
): ContactLink[] {
  const links: ContactLink[] = [];
  const whatsapp = whatsappHref(author.whatsapp_number, whatsappMessage);
  if (whatsapp) links.push({ kind: 'whatsapp', href: whatsapp });
  const messenger = messengerHref(author.facebook_username);
  if (messenger) links.push({ kind: 'messenger', href: messenger });
  return links;
}
