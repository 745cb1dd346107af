// The EMVCo QR code data format (Merchant-Presented Mode), which QR Ph follows: a run of data
// objects, each a 2-digit ID, a 2-digit length and that many characters of value. Some IDs are
// templates whose value is itself such a run. Nothing here knows QR Ph's own rules (./read.ts).

export interface TlvField {
  tag: string;
  value: string;
  /** The data objects inside a template's value. */
  fields?: TlvField[];
}

/**
 * IDs whose values are templates: merchant account information (26-51), the additional data
 * field (62) and the merchant's name in another language (64). Unreserved templates (80-99)
 * are left as plain values: their contents are each network's own business.
 */
export function isTemplateTag(tag: string): boolean {
  const id = Number(tag);
  return (id >= 26 && id <= 51) || id === 62 || id === 64;
}

/**
 * One level of data objects, or null when the text is not one: an ID or length that is not two
 * digits, a length of 0 or running past the end, an ID twice. Lengths count characters, not
 * bytes (a name may hold an Ñ).
 */
function parseLevel(chars: readonly string[]): TlvField[] | null {
  const fields: TlvField[] = [];
  const seen = new Set<string>();
  let at = 0;
  while (at < chars.length) {
    const head = chars.slice(at, at + 4).join('');
    if (!/^\d{4}$/.test(head)) return null;
    const tag = head.slice(0, 2);
    const length = Number(head.slice(2));
    if (length === 0 || at + 4 + length > chars.length || seen.has(tag)) return null;
    seen.add(tag);
    fields.push({ tag, value: chars.slice(at + 4, at + 4 + length).join('') });
    at += 4 + length;
  }
  return fields;
}

/** Every data object of a payload, templates opened; null when any level is malformed. */
export function parseTlv(payload: string): TlvField[] | null {
  const top = parseLevel(Array.from(payload));
  if (!top) return null;
  for (const field of top) {
    if (!isTemplateTag(field.tag)) continue;
    const inner = parseLevel(Array.from(field.value));
    if (!inner) return null;
    field.fields = inner;
  }
  return top;
}

/** Writes data objects back as text (tests build payloads with it). */
export function formatTlv(fields: readonly { tag: string; value: string }[]): string {
  return fields
    .map(({ tag, value }) => `${tag}${String(Array.from(value).length).padStart(2, '0')}${value}`)
    .join('');
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR)
 * of the text's UTF-8 bytes, as four upper-case hex digits: what EMVCo's ID 63 holds, computed
 * over the whole payload up to and including "6304".
 */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
