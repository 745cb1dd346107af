import { describe, expect, it } from 'vitest';
import { OTHER_PROVIDER, QRPH_PROVIDERS, providerLabel } from './providers';
import { readQrPh, type QrPhReading } from './read';
import { testQrPhPayload, withWrongCrc } from './test-payloads';
import { crc16, formatTlv, parseTlv } from './tlv';

const refused = (refusal: 'qr_not_qrph' | 'qr_has_amount'): QrPhReading => ({
  ok: false,
  refusal,
});
const NOT_QRPH = refused('qr_not_qrph');

/** A payload from hand-made text, with the CRC computed (or not) over it. */
const withCrc = (body: string) => `${body}6304${crc16(`${body}6304`)}`;

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the standard check value and upper-case hex', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });
});

describe('parseTlv', () => {
  it('reads IDs, lengths and values, and opens templates', () => {
    const text = formatTlv([
      { tag: '00', value: '01' },
      { tag: '27', value: formatTlv([{ tag: '00', value: 'com.p2pqrpay' }]) },
      { tag: '59', value: 'Niño' },
    ]);
    expect(parseTlv(text)).toEqual([
      { tag: '00', value: '01' },
      { tag: '27', value: '0012com.p2pqrpay', fields: [{ tag: '00', value: 'com.p2pqrpay' }] },
      { tag: '59', value: 'Niño' },
    ]);
  });

  it('refuses malformed data objects', () => {
    for (const text of [
      '0002', // length runs past the end
      '000201010', // a truncated object
      'AB0201', // an ID that is not digits
      '0X0201', // a length that is not digits
      '0000', // a length of 0
      '000201000201', // the same ID twice
      '000201270400A1', // a template whose inside is not data objects
    ]) {
      expect(parseTlv(text), text).toBeNull();
    }
  });
});

describe('readQrPh', () => {
  it.each(Object.entries(QRPH_PROVIDERS))('reads a %s code as %s', (bic, provider) => {
    const payload = testQrPhPayload({ bic });
    expect(readQrPh(payload)).toEqual({
      ok: true,
      code: { payload, recipient_name: 'J** D.', city: 'Quezon City', provider, reveals: [] },
    });
  });

  it('names any other bank or wallet in words, in each language', () => {
    const reading = readQrPh(testQrPhPayload({ bic: 'CELRPHM1XXX' }));
    expect(reading).toMatchObject({ ok: true, code: { provider: OTHER_PROVIDER } });
    expect(providerLabel(OTHER_PROVIDER, 'tl')).toBe('Bangko o e-wallet');
    expect(providerLabel('GCash', 'ceb')).toBe('GCash');
  });

  it('takes either QR Ph identifier, in any case, in any merchant account template', () => {
    for (const options of [
      { guid: 'ph.ppmi.p2m' },
      { guid: 'COM.P2PQRPAY' },
      { guid: 'Ph.PPMI.P2M', templateTag: '26' },
      { templateTag: '51' },
      { bic: 'paphphm1xxx' },
    ]) {
      expect(readQrPh(testQrPhPayload(options)).ok, JSON.stringify(options)).toBe(true);
    }
    expect(readQrPh(testQrPhPayload({ bic: 'paphphm1xxx' }))).toMatchObject({
      code: { provider: 'Maya' },
    });
  });

  it('accepts the CRC in lower case, and refuses a wrong one', () => {
    const payload = testQrPhPayload();
    expect(readQrPh(payload.slice(0, -4) + payload.slice(-4).toLowerCase()).ok).toBe(true);
    expect(readQrPh(withWrongCrc(payload))).toEqual(NOT_QRPH);
    expect(readQrPh(testQrPhPayload({ crc: 'ZZZZ' }))).toEqual(NOT_QRPH);
    // A changed name with the old CRC: the checksum is what catches an edited code.
    expect(readQrPh(payload.replace('J** D.', 'X** Y.'))).toEqual(NOT_QRPH);
  });

  it('refuses codes of other networks and countries', () => {
    for (const options of [
      { guid: 'SG.PAYNOW' },
      { guid: 'com.p2pqrpay.evil' },
      { guid: 'ph.ppmi.qrph' },
      { country: 'SG' },
      { currency: '702' },
      { templateTag: '25' }, // 02-25 are the card networks' plain values, not templates
    ]) {
      expect(readQrPh(testQrPhPayload(options)), JSON.stringify(options)).toEqual(NOT_QRPH);
    }
  });

  it('refuses malformed payloads, links and plain text', () => {
    const good = testQrPhPayload();
    for (const text of [
      '',
      'https://gcash.me/juan',
      'Send to 09171234567',
      good.slice(0, -10), // cut short
      good.replace(/^000201/, '000202'), // not format 01
      withCrc(good.slice(0, -8).replace('5802PH', '5803PH')), // a length off by one
      good.slice(0, -8) + '6303ABC', // a CRC of three digits
      `${withCrc('000201')}6006Manila`, // the CRC not last
      `${good.slice(0, -8)}${'9'.repeat(600)}`, // longer than 512
    ]) {
      expect(readQrPh(text), text).toEqual(NOT_QRPH);
    }
  });

  it('needs a name and a city', () => {
    const noCity = withCrc(
      formatTlv([
        { tag: '00', value: '01' },
        {
          tag: '27',
          value: formatTlv([
            { tag: '00', value: 'com.p2pqrpay' },
            { tag: '01', value: 'GXCHPHM2XXX' },
          ]),
        },
        { tag: '53', value: '608' },
        { tag: '58', value: 'PH' },
        { tag: '59', value: 'J** D.' },
      ]),
    );
    expect(readQrPh(noCity)).toEqual(NOT_QRPH);
    expect(readQrPh(testQrPhPayload({ name: '   ' }))).toEqual(NOT_QRPH);
  });

  it('refuses a code with a fixed amount, static or dynamic', () => {
    expect(readQrPh(testQrPhPayload({ amount: '150.00' }))).toEqual(refused('qr_has_amount'));
    expect(readQrPh(testQrPhPayload({ amount: '1', initiation: '12' }))).toEqual(
      refused('qr_has_amount'),
    );
  });

  it('says when the name is shown in full', () => {
    expect(readQrPh(testQrPhPayload({ name: 'JUAN DELA CRUZ' }))).toMatchObject({
      code: { recipient_name: 'JUAN DELA CRUZ', reveals: ['full_name'] },
    });
    expect(readQrPh(testQrPhPayload({ name: 'JU*N D.' }))).toMatchObject({
      code: { recipient_name: 'JU*N D.', reveals: [] },
    });
  });

  it('says when a field holds a Philippine mobile number, in any of its shapes', () => {
    for (const options of [
      { account: '09171234567' },
      { account: '639171234567' },
      { mobile: '+639171234567' },
      { mobile: '+63-917-1234567' },
      { city: 'Call 0917 123 4567' },
    ]) {
      expect(readQrPh(testQrPhPayload(options)), JSON.stringify(options)).toMatchObject({
        code: { reveals: ['mobile_number'] },
      });
    }
    for (const options of [
      { account: '217020000012345' }, // an account number
      { account: '0917123456789' }, // a longer run of digits
      { account: '9171234567' }, // no 0 or 63 in front: an account number as likely as not
      { account: '08171234567' }, // not a mobile prefix
    ]) {
      expect(readQrPh(testQrPhPayload(options)), JSON.stringify(options)).toMatchObject({
        code: { reveals: [] },
      });
    }
    expect(
      readQrPh(testQrPhPayload({ name: 'JUAN DELA CRUZ', account: '09171234567' })),
    ).toMatchObject({ code: { reveals: ['full_name', 'mobile_number'] } });
  });
});
