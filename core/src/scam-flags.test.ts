import { describe, expect, it } from 'vitest';
import { parseScamFlags, scamFlags, serializeScamFlags, type ScamFlag } from './scam-flags';

// Messages as neighbours write them, in English, Filipino and Taglish, with the flags each
// should earn. Every clean one is a trap for a careless pattern: prices, times, quantities,
// dates, years and words that merely contain "maya" or "cash".
const cases: [message: string, flags: ScamFlag[]][] = [
  // Contact: Philippine mobile numbers in every common shape, and emails.
  ['Text mo ako 0917 123 4567', ['contact']],
  ['09171234567', ['contact']],
  ['Call me at 0917-123-4567 po', ['contact']],
  ['+63 917 1234567 yan number ko', ['contact']],
  ['+639171234567', ['contact']],
  ['639171234567 whatsapp', ['contact']],
  ['Viber: (0917) 123-4567', ['contact']],
  ['0917.123.4567 text lang', ['contact']],
  ['+63-917-123-4567', ['contact']],
  ['Landline namin (02) 8123 4567', ['contact']],
  ['Email me juan.delacruz@gmail.com', ['contact']],
  ['juan_dc [at] yahoo.com po', ['contact']],
  ['Pa-text na lang sa 0998 765 4321 para mabilis', ['contact']],
  // Links: schemes, www., and bare domains (short links above all).
  ['Order here https://example.com/kakanin', ['link']],
  ['http://bit.ly/3xYzAbC', ['link']],
  ['Check my page www.facebook.com/ate.nena', ['link']],
  ['Click bit.ly/freebigas para sa promo', ['link']],
  ['Nandito yung picture: tinyurl.com/mangga-pic', ['link']],
  ['Chat tayo sa m.me/juandc', ['link']],
  ['Mas mura sa shopee.ph/item/123', ['link']],
  ['WWW.PALENGKE-PROMO.COM', ['link']],
  // Payment before meeting, any case and common spellings.
  ['GCash lang po ako', ['payment']],
  ['g-cash muna bago ko ipadeliver', ['payment']],
  ['G cash or cash?', ['payment']],
  ['Maya ok?', ['payment']],
  ['Send thru PayMaya po', ['payment']],
  ['pay maya or gcash', ['payment']],
  ['Bank transfer only', ['payment']],
  ['BDO bank deposit na lang', ['payment']],
  ['Please send payment so I can reserve it for you', ['payment']],
  ['Send me the money first', ['payment']],
  ['You need to pay first before pick up', ['payment']],
  ['PAY FIRST PO', ['payment']],
  ['Payment upfront lang ako', ['payment']],
  ['Pay me half first then half on delivery', ['payment']],
  ['Advance payment is needed', ['payment']],
  ['Bayad muna bago kunin', ['payment']],
  ['bayaran mo muna bago ko ibigay', ['payment']],
  ['Magbayad ka muna ha', ['payment']],
  ['Bayad po muna', ['payment']],
  ['Padala muna ng 200 para sigurado', ['payment']],
  ['Ipadala mo muna sa akin', ['payment']],
  ['Mag padala ka ng pera', ['payment']],
  ['Pay muna te bago ko i-reserve', ['payment']],
  ['Downpayment muna ₱100', ['payment']],
  ['down payment of 50%', ['payment']],
  ['Down-payment please', ['payment']],
  ['DP muna sis', ['payment']],
  ['May deposit po na ₱200', ['payment']],
  ['Reservation fee ₱50 lang', ['payment']],
  ['Instapay to my account number', ['payment']],
  ['I-send mo na yung bayad', ['payment']],
  // Several at once.
  ['GCash 09171234567 po', ['contact', 'payment']],
  ['Pay first via gcash.me/juan', ['link', 'payment']],
  ['Message me at juan@gmail.com or www.juan.com, bayad muna', ['contact', 'link', 'payment']],
  // Clean: prices, times, quantities, dates, years, and safe payment.
  ['₱120 per kilo po', []],
  ['P120 lang', []],
  ['Php 1,500.00 for the whole tray', []],
  ['Last price 350 pesos', []],
  ['Kita tayo 5:30 pm sa kanto', []],
  ['Pick up at 17:45 tomorrow', []],
  ['2 kg po natira', []],
  ['May 3 pcs pa, 1.5kg each', []],
  ['500g = ₱85', []],
  ['Best before 12/25/2025', []],
  ['Harvest 2024 pa yan', []],
  ['Tinda namin since 1998', []],
  ['Cash on pickup po', []],
  ['COD lang', []],
  ['Magbayad na lang pag nagkita tayo', []],
  ['Bayad pagkuha', []],
  ['Thanks in advance!', []],
  ['Mamaya na lang po, 6 pm', []],
  ['Maya-maya fish ₱350/kg, fresh catch', []],
  ['Mayamaya pa po ako makakaalis', []],
  ['Send ko muna picture', []],
  ['Kain muna ako, balik ako', []],
  ['Brgy.San Roque po ako, e.g. malapit sa simbahan', []],
  ['Is this still available?', []],
  ['Available pa po?', []],
  ['Order #20240115 ready na', []],
  ['Room 917, Bldg 2', []],
  ['Salamat po.Meet tayo sa gate', []],
  ['Meet me @ 5pm', []],
  ['Pwede po ba COD? Sa 7-11 tayo magkita, 1-2pm', []],
  ['Sa Mayon St. po ako, malapit sa Mayamart', []],
  ['Available po 09:30-11:30, 0930 to 1130', []],
  ['Harvest date 09 20 2025, 10,000 pcs', []],
  ['Bayaran muna', ['payment']],
  ['G-Cash po', ['payment']],
  // The wallet's name is also a given name. A needless reminder to pay on pickup costs
  // nothing; telling every "Maya" apart from the wallet is not worth a missed warning.
  ['Si Maya po ang kukuha', ['payment']],
];

describe('scamFlags', () => {
  it.each(cases)('%j -> %j', (message, flags) => {
    expect(scamFlags(message)).toEqual(flags);
  });

  it('reads full-width digits as digits', () => {
    expect(scamFlags('０９１７１２３４５６７')).toEqual(['contact']);
  });

  it('does not take a longer run of digits for a phone number', () => {
    expect(scamFlags('Ref 0917123456789')).toEqual([]);
    expect(scamFlags('1091712345678')).toEqual([]);
  });
});

describe('stored flags', () => {
  it('round-trip in a fixed order', () => {
    expect(serializeScamFlags(['payment', 'contact'])).toBe('contact,payment');
    expect(parseScamFlags('contact,payment')).toEqual(['contact', 'payment']);
    expect(serializeScamFlags([])).toBe('');
    expect(parseScamFlags('')).toEqual([]);
    expect(parseScamFlags(null)).toEqual([]);
  });

  it('drop what they do not know', () => {
    expect(parseScamFlags('link,spam,,payment')).toEqual(['link', 'payment']);
  });
});
