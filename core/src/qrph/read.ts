import { parsePhilippineMobile } from '../phone';
import { providerOf } from './providers';
import { crc16, parseTlv, type TlvField } from './tlv';

// Is this text a seller's static QR Ph code, and what does it show a buyer? The checks of
// issue 40, in EMVCo's terms: every data object well formed, the CRC (ID 63) right, country
// (58) PH, currency (53) 608 (peso), a merchant account template (26-51) whose globally unique
// identifier (sub-ID 00) is QR Ph's, and no fixed amount (54).

/** An EMVCo payload is at most 512 characters. */
export const QRPH_PAYLOAD_MAX = 512;

/** QR Ph's identifiers: person to person (InstaPay) and person to merchant. */
export const QRPH_GUIDS = ['com.p2pqrpay', 'ph.ppmi.p2m'] as const;

/** What a buyer will see that Palengke otherwise keeps to the seller. */
export const QRPH_REVEALS = ['full_name', 'mobile_number'] as const;
export type QrPhReveal = (typeof QRPH_REVEALS)[number];

export interface QrPhCode {
  payload: string;
  /** ID 59, as the wallet shows it (often masked: "J** D."). */
  recipient_name: string;
  /** ID 60. */
  city: string;
  /** The wallet or bank, from the template's BIC (./providers.ts). */
  provider: string;
  reveals: QrPhReveal[];
}

/** Why a text is refused, as the API's error codes name it. */
export type QrPhRefusal = 'qr_not_qrph' | 'qr_has_amount';

export type QrPhReading = { ok: true; code: QrPhCode } | { ok: false; refusal: QrPhRefusal };

/**
 * A Philippine mobile number as wallets write it in a field: 09171234567, 639171234567,
 * +639171234567, with or without dashes or spaces (Maya writes +63-917-1234567). Not a longer
 * run of digits (an account number that merely contains one).
 */
const MOBILE_IN_TEXT = /(?<![\d+])(?:\+63|63|0)[\s.-]?9(?:[\s.-]?\d){9}(?!\d)/g;

function holdsMobile(value: string): boolean {
  return [...value.matchAll(MOBILE_IN_TEXT)].some(
    ([candidate]) => parsePhilippineMobile(candidate) !== null,
  );
}

/** Every value in the payload, templates' inner values included. */
const allValues = (fields: readonly TlvField[]): string[] =>
  fields.flatMap((field) => (field.fields ? allValues(field.fields) : [field.value]));

/** The merchant account template that makes the code a QR Ph one, if there is one. */
function qrPhTemplate(fields: readonly TlvField[]): TlvField | undefined {
  return fields.find((field) => {
    const id = Number(field.tag);
    if (id < 26 || id > 51) return false;
    const guid = field.fields?.find((inner) => inner.tag === '00')?.value.toLowerCase();
    return QRPH_GUIDS.some((known) => known === guid);
  });
}

/** True when the payload's ID 63, its last data object, is the CRC of everything before it. */
function crcHolds(payload: string, fields: readonly TlvField[]): boolean {
  const last = fields.at(-1);
  if (last?.tag !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value)) return false;
  return crc16(payload.slice(0, -4)) === last.value.toUpperCase();
}

/** Reads a payload (the text of a scanned code) as a seller's QR Ph code. */
export function readQrPh(payload: string): QrPhReading {
  const notQrPh: QrPhReading = { ok: false, refusal: 'qr_not_qrph' };
  if (payload.length === 0 || Array.from(payload).length > QRPH_PAYLOAD_MAX) return notQrPh;
  const fields = parseTlv(payload);
  if (!fields || fields[0]?.tag !== '00' || fields[0].value !== '01') return notQrPh;
  if (!crcHolds(payload, fields)) return notQrPh;
  const value = (tag: string) => fields.find((field) => field.tag === tag)?.value;
  const template = qrPhTemplate(fields);
  const name = value('59')?.trim();
  const city = value('60')?.trim();
  if (value('58') !== 'PH' || value('53') !== '608' || !template || !name || !city) {
    return notQrPh;
  }
  if (value('54') !== undefined) return { ok: false, refusal: 'qr_has_amount' };
  const reveals: QrPhReveal[] = [];
  if (!name.includes('*')) reveals.push('full_name');
  if (allValues(fields).some(holdsMobile)) reveals.push('mobile_number');
  return {
    ok: true,
    code: {
      payload,
      recipient_name: name,
      city,
      provider: providerOf(template.fields?.find((inner) => inner.tag === '01')?.value),
      reveals,
    },
  };
}
