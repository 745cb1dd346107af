// SMS text in the GSM-7 alphabet, so that one message is at most 160 characters: a single
// character outside it (an emoji, a curly quote) would switch the whole SMS to UCS-2 and cut
// the limit to 70, doubling or tripling what each notice costs.

/** GSM 03.38 basic character set (one septet each). Ñ, ñ, é and ü are in it; Filipino fits. */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ ÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each takes two septets (an escape, then the character). */
const EXTENDED = '^{}\\[~]|€';

const BASIC_SET = new Set(BASIC);
const EXTENDED_SET = new Set(EXTENDED);

/** Common characters outside GSM-7 and what they become. */
const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '₱': 'P',
  '\u00a0': ' ',
  '·': '-',
  '\t': ' ',
};

export const SMS_MAX_SEPTETS = 160;

/** Septets a text takes once in GSM-7 (extension characters count two). */
export function gsm7Length(text: string): number {
  let length = 0;
  for (const ch of text) length += EXTENDED_SET.has(ch) ? 2 : 1;
  return length;
}

/** The text with every character made GSM-7: known look-alikes, accents dropped, else '?'. */
export function toGsm7(text: string): string {
  let out = '';
  for (const ch of text) {
    if (BASIC_SET.has(ch) || EXTENDED_SET.has(ch)) out += ch;
    else if (REPLACEMENTS[ch] !== undefined) out += REPLACEMENTS[ch];
    else {
      const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += [...plain].every((c) => BASIC_SET.has(c)) && plain !== '' ? plain : '?';
    }
  }
  return out;
}

/**
 * One SMS: `head` (names, titles: what may be shortened) then `tail` (the link: never cut),
 * in GSM-7 and at most 160 septets; the head loses its end ('...') when both do not fit.
 */
export function fitSms(head: string, tail = ''): string {
  const safeHead = toGsm7(head).replace(/\s+/g, ' ').trim();
  const safeTail = toGsm7(tail);
  const room = SMS_MAX_SEPTETS - gsm7Length(safeTail);
  if (gsm7Length(safeHead) <= room) return safeHead + safeTail;
  let cut = '';
  for (const ch of safeHead) {
    if (gsm7Length(cut + ch) > room - 3) break;
    cut += ch;
  }
  return `${cut.trimEnd()}...${safeTail}`;
}
