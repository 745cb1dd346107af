import type { Language } from '../languages';
import { formatPeso } from '../money';
import { OTHER_PROVIDER_LABELS, QRPH_PROVIDERS } from './providers';

// The chat message a buyer sends with "I've paid" under the seller's payment QR (issue 40).
// It only tells the seller to look: nothing is ever marked paid by it. The scam guard knows
// these words (core/src/scam-flags.ts): word for word, they never earn a flag, although they
// name GCash or Maya.

/** `{amount}` is the peso amount as formatPeso writes it after the sign ('1,234.50'). */
export const PAID_MESSAGE_TEMPLATES: Readonly<Record<Language, string>> = {
  en: 'I sent ₱{amount} by {provider}. Please check your history.',
  tl: 'Nagpadala ako ng ₱{amount} gamit ang {provider}. Pakitingnan po ang iyong history.',
  ceb: 'Nagpadala ko og ₱{amount} pinaagi sa {provider}. Palihug tan-awa ang imong history.',
};

/** The message in `language` for `amount` pesos sent by `provider` (as the API names it). */
export function paidMessage(language: Language, amount: number, provider: string): string {
  return PAID_MESSAGE_TEMPLATES[language]
    .replace('{amount}', formatPeso(amount).replace('₱', ''))
    .replace('{provider}', provider);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every provider name a message may carry, in any language. */
const PROVIDER_NAMES = [...Object.values(QRPH_PROVIDERS), ...Object.values(OTHER_PROVIDER_LABELS)];
const PROVIDER = `(?:${[...new Set(PROVIDER_NAMES)].map(escape).join('|')})`;
/** A peso amount as formatPeso writes it: no other digits (a phone number) fit. */
const AMOUNT = String.raw`\d{1,3}(?:,\d{3})*\.\d{2}`;

const PAID_MESSAGES = Object.values(PAID_MESSAGE_TEMPLATES).map(
  (template) =>
    new RegExp(
      `^${escape(template).replace(escape('{amount}'), AMOUNT).replace(escape('{provider}'), PROVIDER)}$`,
    ),
);

/** True when the whole message is one of the templates, with an amount and a known provider. */
export function isPaidMessage(body: string): boolean {
  const text = body.normalize('NFKC').trim();
  return PAID_MESSAGES.some((pattern) => pattern.test(text));
}
