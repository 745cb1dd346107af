import { crc16, formatTlv } from './tlv';

// FOR TESTS ONLY: QR Ph payloads made to order, shaped like the static "Receive money" codes of
// the wallets (a person-to-person template in ID 27 with the GUID, the BIC, InstaPay's payment
// type and an account number), so tests need no one's real code. Nothing in the app imports it.

export interface TestPayloadOptions {
  /** The acquirer's BIC (sub-ID 01). */
  bic?: string;
  /** The template's globally unique identifier (sub-ID 00). */
  guid?: string;
  /** Which merchant account template holds it (26-51). */
  templateTag?: string;
  /** The account number (sub-ID 04); wallets often use the mobile number. */
  account?: string;
  /** A mobile number in sub-ID 05, as Maya writes it ("+63-917-1234567"). */
  mobile?: string;
  name?: string;
  city?: string;
  country?: string;
  currency?: string;
  /** A fixed amount (ID 54): what a seller must not use. */
  amount?: string;
  /** Point of initiation (ID 01): 11 static, 12 dynamic. */
  initiation?: string;
  /** Replaces the computed CRC (ID 63). */
  crc?: string;
}

/** A well-formed payload with a correct CRC unless `crc` says otherwise. */
export function testQrPhPayload(options: TestPayloadOptions = {}): string {
  const template = [
    { tag: '00', value: options.guid ?? 'com.p2pqrpay' },
    { tag: '01', value: options.bic ?? 'GXCHPHM2XXX' },
    { tag: '02', value: '99964403' },
    { tag: '04', value: options.account ?? '217020000012345' },
    ...(options.mobile ? [{ tag: '05', value: options.mobile }] : []),
  ];
  const body =
    formatTlv([
      { tag: '00', value: '01' },
      { tag: '01', value: options.initiation ?? '11' },
      { tag: options.templateTag ?? '27', value: formatTlv(template) },
      { tag: '52', value: '6016' },
      { tag: '53', value: options.currency ?? '608' },
      ...(options.amount ? [{ tag: '54', value: options.amount }] : []),
      { tag: '58', value: options.country ?? 'PH' },
      { tag: '59', value: options.name ?? 'J** D.' },
      { tag: '60', value: options.city ?? 'Quezon City' },
    ]) + '6304';
  return body + (options.crc ?? crc16(body));
}

/** The same payload with its CRC off by one digit. */
export function withWrongCrc(payload: string): string {
  const last = payload.at(-1) === '0' ? '1' : '0';
  return payload.slice(0, -1) + last;
}
