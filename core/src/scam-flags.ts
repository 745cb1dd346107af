// Scam guard for chat (issue #12). Marketplace scams on Philippine platforms follow a script:
// move the buyer off the app (a number, an email, a link) and get paid before the meeting
// (GCash, Maya, a bank transfer, a "downpayment"). A message that does either gets flags;
// the recipient's chat shows a warning under it. Flags never block or change a message, so
// the patterns lean towards catching the script and away from flagging everyday chat:
// prices (₱120), times (5:30), quantities (2 kg), dates and years must stay clean.

export const SCAM_FLAGS = ['contact', 'link', 'payment'] as const;
export type ScamFlag = (typeof SCAM_FLAGS)[number];

/**
 * Philippine mobile numbers in the shapes people type them: 0917 123 4567, 09171234567,
 * 0917-123-4567, (0917) 123 4567, +63 917 1234567, 639171234567, and any separator (space,
 * dot, dash) between digits. Never a digit right before or after: a longer run of digits
 * (an order number, a price with centavos) is not a phone number.
 */
const MOBILE = /(?<![\d+])(?:\+?\s?63|\(?0)[\s.-]?\(?9\d{2}\)?(?:[\s.-]?\d){7}(?!\d)/;

/** Metro Manila landlines since 2019: (02) 8123 4567. */
const MANILA_LANDLINE = /(?<!\d)\(?(?:\+?63[\s.-]?|0)2\)?[\s.-]?8\d{3}[\s.-]?\d{4}(?!\d)/;

/** An email address, also with the "[at]" and "(at)" people use to slip past filters. */
const EMAIL =
  /[a-z0-9][a-z0-9._%+-]*\s*(?:@|\[at\]|\(at\))\s*[a-z0-9-]+(?:(?:\.|\[dot\]|\(dot\))[a-z0-9-]+)*(?:\.|\[dot\]|\(dot\))[a-z]{2,}/gi;

/** A URL with a scheme or www., or a bare domain such as bit.ly/x or gcash.me. */
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)\S+/i;

/**
 * Top-level domains worth a warning when written bare. A closed list, because a dot between
 * two words ("Brgy.San Roque", "e.g.", "1.5kg") is everyday typing, not a link.
 */
const BARE_DOMAIN =
  /\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|ph|me|ly|gl|io|info|biz|xyz|app|link|site|online|shop|store|top|club|page|dev|tk|ml|ga|cf|gq)\b/i;

/**
 * Asking to be paid before the meeting, in English, Filipino and Taglish. "Cash on pickup"
 * and "pay when we meet" are the safe way and stay clean; so do "mamaya" (later) and the
 * maya-maya fish, whose names contain "maya".
 */
const PAYMENT: RegExp[] = [
  // E-wallets: GCash (G-cash, G cash, gkash), Maya and PayMaya, and the rest.
  /\bg[\s.-]?[ck]ash/i,
  /\b(?:pay[\s-]?maya|maya)\b/i,
  /\b(?:paypal|shopee\s?pay|grab\s?pay|coins\.ph)\b/i,
  // Banks.
  /\bbank\s*(?:transfer|deposit|to\s*bank)\b/i,
  /\b(?:instapay|pesonet)\b/i,
  /\b(?:account|acct)\.?\s*(?:number|num|no\.?|#)/i,
  // Paying ahead: "pay first", "payment upfront", "pay me half first", "advance payment".
  /\bpay(?:ment)?(?:\s+(?:me|us|the|half|it|na|po|muna)){0,2}\s+(?:first|upfront|up\s*front|in\s+advance|ahead)\b/i,
  /\b(?:advanced?|upfront)\s+payment\b/i,
  /\bsend(?:\s+(?:me|us|the|your|ur|mo|nyo|niyo|na|po|yung|ang))*\s+(?:payment|money|bayad|pera)\b/i,
  // "Bayad muna", "bayaran mo muna", "magbayad ka muna", "padala muna", "ipadala po muna".
  /\b(?:mag-?|pa|i-?)?(?:bayad|bayaran|padala|pay|payment|deposit)(?:\s+(?:mo|nyo|niyo|ninyo|ka|kayo|po|na|lang|nalang))*\s+muna\b/i,
  /\b(?:mag-?)?padala\s+(?:ka\s+)?(?:ng\s+)?pera\b/i,
  // A deposit by any name.
  /\bdown[\s-]?payment\b/i,
  /\bdp\b/i,
  /\bdeposit/i,
  /\breserv(?:ation|e)\s+fee\b/i,
];

/** The maya-maya fish (red snapper): food, not a wallet. */
const MAYA_MAYA = /\bmaya[\s-]?maya\b/gi;

function hasContact(text: string): boolean {
  EMAIL.lastIndex = 0;
  return EMAIL.test(text) || MOBILE.test(text) || MANILA_LANDLINE.test(text);
}

function hasLink(withoutEmails: string): boolean {
  return URL_WITH_SCHEME.test(withoutEmails) || BARE_DOMAIN.test(withoutEmails);
}

function hasPayment(text: string): boolean {
  const withoutFish = text.replace(MAYA_MAYA, ' ');
  return PAYMENT.some((pattern) => pattern.test(withoutFish));
}

/** The flags a chat message earns, in SCAM_FLAGS order; empty when it looks like plain chat. */
export function scamFlags(body: string): ScamFlag[] {
  const text = body.normalize('NFKC');
  // An email's domain is not a link of its own: one warning about contact details is enough.
  const withoutEmails = text.replace(EMAIL, ' ');
  const found: Record<ScamFlag, boolean> = {
    contact: hasContact(text),
    link: hasLink(withoutEmails),
    payment: hasPayment(text),
  };
  return SCAM_FLAGS.filter((flag) => found[flag]);
}

/** How flags are stored beside a message: 'contact,payment', or '' when none. */
export function serializeScamFlags(flags: readonly ScamFlag[]): string {
  return SCAM_FLAGS.filter((flag) => flags.includes(flag)).join(',');
}

/** Reads a stored flags column back; anything unknown is dropped. */
export function parseScamFlags(stored: string | null | undefined): ScamFlag[] {
  if (!stored) return [];
  const parts = stored.split(',');
  return SCAM_FLAGS.filter((flag) => parts.includes(flag));
}
