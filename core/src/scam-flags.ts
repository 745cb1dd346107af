// Scam guard for chat (issue #12; Cebuano and Bisaya-English since issue 24). Marketplace
// scams on Philippine platforms follow a script:
// move the buyer off the app (a number, an email, a link) and get paid before the meeting
// (GCash, Maya, a bank transfer, a "downpayment"). A message that does either gets flags;
// the recipient's chat shows a warning under it. Flags never block or change a message, so
// the patterns lean towards catching the script and away from flagging everyday chat:
// prices (₱120), times (5:30), quantities (2 kg), dates and years must stay clean.

import { isPaidMessage } from './qrph/paid-message';

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

/** Mail providers, for addresses written out: "juan at gmail dot com", "juan@gmail". */
const MAIL_PROVIDER = String.raw`(?:gmail|yahoo|ymail|hotmail|outlook|icloud|proton(?:mail)?)`;
const DOT = String.raw`(?:\.|\s+dot\s+|\[dot\]|\(dot\))`;

/**
 * An email address, also with the "[at]" and "(at)" people use to slip past filters, and
 * spelled out with words ("juan at gmail dot com", "juan@gmail"). A bare " at " counts only
 * before a known provider and its ".com", so "meet at SM" or "look at this" stay clean.
 */
const EMAIL = new RegExp(
  [
    String.raw`[a-z0-9][a-z0-9._%+-]*\s*(?:@|\[at\]|\(at\))\s*[a-z0-9-]+(?:(?:\.|\[dot\]|\(dot\))[a-z0-9-]+)*(?:\.|\[dot\]|\(dot\))[a-z]{2,}`,
    String.raw`(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*\s*(?:@|\[at\]|\(at\))\s*${MAIL_PROVIDER}\b`,
    String.raw`(?<![a-z0-9._%+-])[a-z0-9][a-z0-9._%+-]*\s+at\s+${MAIL_PROVIDER}\s*${DOT}\s*(?:com|net|ph)\b(?:\s*${DOT}\s*ph\b)?`,
  ].join('|'),
  'gi',
);

/** A URL with a scheme or www., or a bare domain such as bit.ly/x or gcash.me. */
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)\S+/i;

/**
 * Top-level domains worth a warning when written bare. A closed list, because a dot between
 * two words ("Brgy.San Roque", "e.g.", "1.5kg") is everyday typing, not a link.
 */
const BARE_DOMAIN =
  /\b[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|ph|me|ly|gl|io|info|biz|xyz|app|link|site|online|shop|store|top|club|page|dev|tk|ml|ga|cf|gq)\b/i;

/*
 * Cebuano (Binisaya) and Bisaya-English, as texted in Cebu and Davao. A request to be paid
 * ahead is built from three parts, and each comes in many shapes:
 * - a word for paying or sending money, with its affixes: the noun "bayad"; the imperatives
 *   "bayri", "bayari" ("pay me"), "padad-i", "padal-i", "padalhi", "sendi" ("send me"), the
 *   only ones that take the speaker's "ko"/"ako" as the one to be paid; "bayaran", "bayran";
 *   mag-/mo-/pag-/i- before "bayad", "padala", "send", "pasa", "pay" ("pagbayad", "mopadala",
 *   "pag-send", "ipasa"); the money itself ("kwarta", "kuwarta", "pera", "cash", "hulog");
 * - a word for "first, ahead": "una", "daan", "anay", "sa una", and the particles "sa" and
 *   "usa" that mean "first, for now" right after a verb ("bayri sa ko", "bayari usa ko"),
 *   before the payment word "una" and "una sa tanan" ("una ang bayad");
 * - or, instead of "first", what the payment is for: "para ma-reserve", "aron ma-ship",
 *   "unya ihatod nako" (then I deliver).
 * Each has everyday senses that must stay clean:
 * - "daan" is also "old" ("daan nga bugas") and "already" ("bayad na daan" = already paid;
 *   "nabayran na daan"), and in Tagalog "road" ("bayad na lang sa daan" = pay on the way).
 *   So "daan" counts only right after a payment word and its particles, never after "sa",
 *   and the noun "bayad" takes no "na" before it (the imperatives "bayri na daan" do).
 * - "una" is also "first" in a queue ("kinsay una?", "una ko nag-chat"), "the first batch"
 *   and, after "sa", "in the old days": it counts only next to a payment word. "Usa" is also
 *   "one" ("usa ka kilo", "tag 50 ang usa"), and "sa" the everyday preposition: as "first"
 *   they count only after a verb of paying, before a person or the end of the sentence.
 * - "padala" / "ipadala" / "send" is any sending: "padala nako ang litrato", "send una og
 *   picture", "ipadala ko una ang location" stay clean. It counts with money ("ipadala ang
 *   bayad", "padad-i ko og kwarta"), a remittance centre ("ipadala sa Palawan"), or "una" /
 *   "daan" and no other thing named after it. The speaker's own "ko" / "nako" ("padala ko
 *   una", "ipadala nako daan") is not a request to be paid and is left out of the particles,
 *   except after the "pay me" and "send me" imperatives.
 * - Remittance centres (Palawan Express, Cebuana Lhuillier, M Lhuillier, LBC) are also the
 *   landmarks people meet at ("atubangan sa Cebuana"), and "Palawan", "Cebuana" are a place
 *   and a woman of Cebu: only sending or paying through them counts.
 * - A Facebook or Messenger name ("pm lang sa FB ko") is not a contact detail: it keeps the
 *   chat where people know each other, and only numbers and emails are flagged.
 * Paying on pickup ("bayad inig kuha", "bayari lang ko inig meet-up", "bayad pag-abot") names
 * no "first" and no remote way to pay, so it stays clean; the newer, looser shapes ("sa" as
 * "first", "una" before the payment, a purpose) also give way to a pickup anywhere after them.
 */

/** What may stand between a payment word and "una"/"daan": addressees and fillers. */
const CEB_PARTICLES = String.raw`(?:nimo|mo|ninyo|nyo|niyo|ka|kamo|lang|lng|lage|lagi|pa|po|please|pls|plz|palihug|bi|be|bai|bay|day|dai|te|ate|kuya|sir|maam|ma'am|boss|bro|sis|ra|dayon|gyud|gyod|gud|jud|jd|kuno|karon|karun|ron|sa|usa|una|daan)`;
/** The same, with "na" ("bayri na daan" = pay now, ahead). Not after the noun "bayad". */
const CEB_PARTICLES_NA = String.raw`(?:${CEB_PARTICLES}|na)`;
/** The one to be paid, after "bayri" and "padad-i" (pay me, send me). */
const CEB_ME = String.raw`(?:ko|ako|kog|kug|mi|kami)`;
/**
 * "First, ahead, beforehand". Never after "sa", except "sa una" ("bayari sa una"); never
 * before "nga", which makes it an adjective: "bayad sa una nga order" (for the first order);
 * "usa" never before "ka", which makes it a count: "usa ka kilo".
 */
const CEB_AHEAD = String.raw`(?:sa\s+una|una|(?<!\bsa\s+)(?:daan|anay|usa(?!\s+ka\b)))\b(?!\s+nga\b)`;
/** Paying on pickup, anywhere later in the same sentence: "inig kuha", "pag-abot", "COD". */
const CEB_NOT_ON_PICKUP = String.raw`(?![^.!?]*\b(?:inig|pag-?abot|pag-?kuha|pag-?kita|upon|cod|cash\s+on|on\s+(?:pickup|pick\s*up|delivery))\b)`;
/** Things sent that are not money: a picture, a location, details. */
const NOT_MONEY = String.raw`(?!\s+(?:(?:og|ug|sa|ang|nga|kog|kug|ko|g)\s+)?(?:picture|pictures|pic|pics|litrato|hulagway|photo|photos|video|vid|location|loc|lokasyon|address|pin|details|detalye|screenshot|ss|menu|sample|list|lista)\b)`;
/** Remittance centres, as people write them. */
const REMITTANCE = String.raw`(?:palawan(?:\s+(?:express|pawnshop|pera\s+padala))?|cebuana(?:\s+lhuillier)?|m\.?\s?lhuillier|lhuillier|ml|lbc|western\s+union|rd\s+pawnshop)`;
const MONEY = String.raw`(?:bayad|kwarta|kuwarta|kuarta|pera|payment|money|cash|hulog)`;
/** Banks people name when they ask for a transfer. */
const BANK = String.raw`(?:bdo|bpi|metrobank|landbank|land\s+bank|union\s?bank|rcbc|pnb|china\s?bank|security\s+bank|gotyme|seabank|maybank)`;

/** "Pay me": the imperatives whose "ko" is the one to be paid. */
const CEB_PAY_ME = String.raw`(?:bayri|bayari|bayre)`;
/** Paying, as a verb with its affixes: "bayaran", "magbayad", "pagbayad", "ibayad", "pay". */
const CEB_PAY_VERB = String.raw`(?:bayaran|bayran|i-?bayad|(?:mag|mo|pag)-?bayad|(?:mag-?|pag-?|i-?)?pay|payment)`;
/** "Send me": padad-i, padal-i, padalhi, sendi (send-i). */
const CEB_SEND_ME = String.raw`(?:padad-?i|padal-?i|padalhi|send-?i)`;
/** Sending, with its affixes: "padala", "ipadala", "mopadala", "pag-send", "i-send". */
const CEB_SEND = String.raw`(?:(?:i|mag|mo|pag)-?(?:padala|send)|padala|padalha|padalhon|send)`;
/** Sending money, also as passing it on ("ipasa ang kwarta") or dropping it in ("ihulog"). */
const CEB_SEND_MONEY = String.raw`(?:${CEB_SEND}|${CEB_SEND_ME}|(?:i|mag|mo|pag)-?pasa|pasaha|i-?transfer|i-?hulog|hulog)`;
/** What a payment ahead is for: to reserve, ship, deliver ("ihatod") or send the goods. */
const CEB_FOR_GOODS = String.raw`(?:(?:nako|nimo|ko|mo|nato|ta|ka)\s+)?(?:ma-?|i-?|mo-?|ipa-?|mag-?)?(?:reserv\w*|reserba\w*|ship\w*|hatod\w*|hatud\w*|hatdan|deliver\w*|padala\w*)`;

const CEBUANO_PAYMENT: RegExp[] = [
  // "Bayri ko daan", "bayri sa ko daan", "bayari una": "pay me", "ko" the one to be paid.
  new RegExp(
    String.raw`\b${CEB_PAY_ME}(?:\s+(?:${CEB_PARTICLES_NA}|${CEB_ME}))*\s+${CEB_AHEAD}`,
    'i',
  ),
  // "Bayaran nimo daan", "magbayad ka una", "pagbayad una", "ibayad daan", "pay una".
  new RegExp(String.raw`\b${CEB_PAY_VERB}(?:\s+${CEB_PARTICLES_NA})*\s+${CEB_AHEAD}`, 'i'),
  // The noun: "bayad daan", "bayad una bago kuha", "bayad lang daan". Not "bayad na daan".
  new RegExp(String.raw`\bbayad(?:\s+${CEB_PARTICLES})*\s+${CEB_AHEAD}`, 'i'),
  // The money itself first: "kwarta una", "kuwarta daan bai". Not "sa una" (in the old days).
  new RegExp(
    String.raw`\b(?:kwarta|kuwarta|kuarta|pera)(?:\s+${CEB_PARTICLES})*\s+(?<!\bsa\s+)(?!sa\s)${CEB_AHEAD}`,
    'i',
  ),
  // "Sa" and "usa" as "first" right after paying: "bayri sa ko", "bayari usa ko", "pagbayad sa
  // bai". Only before the one to be paid, an addressee or the sentence's end, so "bayri sa
  // GCash" (flagged anyway) and "bayad sa usa ka kilo" read as the preposition and "one".
  new RegExp(
    String.raw`\b(?:${CEB_PAY_ME}|${CEB_PAY_VERB})(?:\s+(?:${CEB_PARTICLES_NA}|${CEB_ME}))*\s+(?:sa|usa)(?=\s*(?:[,.!?]|$)|\s+(?:${CEB_ME}|${CEB_PARTICLES_NA})\b)${CEB_NOT_ON_PICKUP}`,
    'i',
  ),
  // "Una" before the payment: "una ang bayad", "una sa tanan, bayri sa ko".
  new RegExp(
    String.raw`\buna(?:\s+sa\s+tanan)?,?\s+(?:(?:ang|og|ug|sa|kay|${CEB_PARTICLES_NA})\s+)*(?:bayad|${CEB_PAY_ME}|${CEB_PAY_VERB}|kwarta|kuwarta|kuarta|pera|${CEB_SEND_ME}|i-?padala)\b${CEB_NOT_ON_PICKUP}`,
    'i',
  ),
  // Paying for the goods to be reserved, shipped or delivered: "bayri ko aron ma-reserve",
  // "bayad para ma-ship", "bayad una, unya ihatod nako". A pickup in between is no request.
  new RegExp(
    String.raw`\b(?:bayad|${CEB_PAY_ME}|${CEB_PAY_VERB})(?:\s+(?:${CEB_PARTICLES_NA}|${CEB_ME}))*,?\s+(?:para|aron|arun|unya)\s+${CEB_FOR_GOODS}${CEB_NOT_ON_PICKUP}`,
    'i',
  ),
  // "Padala una", "ipadala daan", "padad-i ko una", "send una": sending first, nothing else named.
  new RegExp(String.raw`\b${CEB_SEND}(?:\s+${CEB_PARTICLES_NA})*\s+${CEB_AHEAD}${NOT_MONEY}`, 'i'),
  new RegExp(
    String.raw`\b${CEB_SEND_ME}(?:\s+(?:${CEB_PARTICLES_NA}|${CEB_ME}))*\s+${CEB_AHEAD}${NOT_MONEY}`,
    'i',
  ),
  // Sending money: "ipadala daan ang bayad", "padad-i ko og kwarta", "pag-send na sa bayad",
  // "ipasa ang kuwarta", "i-transfer lang ang bayad". "Ko" only after the "send me" forms.
  new RegExp(
    String.raw`\b${CEB_SEND_MONEY}(?:\s+${CEB_PARTICLES_NA})*\s+(?:(?:ang|ug|og|kog|kug|g|sa)\s+)?${MONEY}\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b${CEB_SEND_ME}(?:\s+(?:${CEB_PARTICLES_NA}|${CEB_ME}))*\s+(?:(?:ang|ug|og|g|sa)\s+)?${MONEY}\b`,
    'i',
  ),
  // Paying before the meeting: "bayad bago ta magkita", "bayri sa dili pa ta magkita".
  new RegExp(
    String.raw`\b(?:bayad|bayri|bayari|magbayad|mobayad|pay|payment)(?:\s+${CEB_PARTICLES_NA})*\s+(?:bago|before|sa\s+dili\s+pa)\s+(?:(?:ta|mo|ka|nimo|nako|ko|kita)\s+)?(?:mag|mo|ma)?-?(?:kita|meet|kuha|kuhaa|pickup|pick\s*up|abot|deliver)`,
    'i',
  ),
  // Through a remittance centre: "ipadala sa Palawan", "padala lang thru Cebuana", "i-LBC".
  new RegExp(
    String.raw`\b(?:i-?padala|padala|padad-?i|padal-?i|i-?send|send|i-?bayad|bayad|bayri|bayari|i-?transfer|transfer)(?:\s+(?:${CEB_PARTICLES_NA}|ko|ang\s+${MONEY}|${MONEY}))*\s+(?:sa|thru|through|via|pinaagi\s+sa)\s+${REMITTANCE}\b`,
    'i',
  ),
  /\bi-?(?:palawan|cebuana)\b|\bi-(?:ml|lbc)\b/i,
  /\b(?:padala\s+center|remittance|western\s+union)\b/i,
  // Into an account: "i-transfer sa akong account", "ihulog sa akong BDO", "padala sa
  // bangko". Only after a verb of sending money: "bangko" is also a bench, "account" a
  // Palengke or Facebook one, and a bank's branch a landmark ("tapad sa BDO").
  new RegExp(
    String.raw`\b(?:i-?transfer|transfer|i-?hulog|hulog|i-?padala|padala|i-?send|send)\b(?:\s+\S+){0,3}?\s+sa\s+(?:(?:(?:akong|among)\s+(?:${BANK}\s+)?(?:bank|bangko|account|acct))|(?:(?:akong|among)\s+)?(?:${BANK}|bank|bangko))\b`,
    'i',
  ),
  // Advance payment: "advance nga bayad", "i-advance ang bayad", "bayad advance", "abante".
  /\b(?:i-?advance|advance|abante)\s+(?:(?:nga|ang|sa|lang|na)\s+){0,2}(?:bayad|payment)\b/i,
  /\bbayad\s+(?:(?:nga|lang|sa)\s+)?(?:advance|abante)\b/i,
  // A reservation fee by its Cebuano names: "bayad sa reserba", "reserba fee".
  /\b(?:bayad|fee)\s+(?:para\s+)?sa\s+(?:reserba|reservation|reserve)\b/i,
  /\breserba\s+fee\b/i,
];

/**
 * Asking to be paid before the meeting, in English, Filipino, Taglish, Cebuano and
 * Bisaya-English. "Cash on pickup", "pay when we meet" and "bayad inig kuha" are the safe way
 * and stay clean; so do "mamaya" (later) and the maya-maya fish, whose names contain "maya".
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
  ...CEBUANO_PAYMENT,
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

/**
 * The flags a chat message earns, in SCAM_FLAGS order; empty when it looks like plain chat.
 * The app's own "I've paid" message (issue 40), word for word, is a buyer telling the seller
 * they paid at pickup by the seller's checked QR: it names GCash or Maya, but asks for nothing.
 * A seller asking to be sent money by GCash is never that message, and is flagged as ever.
 */
export function scamFlags(body: string): ScamFlag[] {
  if (isPaidMessage(body)) return [];
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
