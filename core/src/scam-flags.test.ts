import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { paidMessage } from './qrph/paid-message';
import { OTHER_PROVIDER, QRPH_PROVIDERS, providerLabel } from './qrph/providers';
import { parseScamFlags, scamFlags, serializeScamFlags, type ScamFlag } from './scam-flags';

// Messages as neighbours write them, in English, Filipino, Taglish, Cebuano (Binisaya) and
// Bisaya-English, with the flags each should earn. Every clean one is a trap for a careless
// pattern: prices, times, quantities, dates, years and words that merely contain "maya" or
// "cash", or Cebuano's "daan" (old, already) and "una" (first in a queue).
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

  // Cebuano and Bisaya-English (issue 24), as texted in Cebu and Davao.
  // Contact: numbers and emails, also an email spelled out in words.
  ['Text lang ko sa 0917 123 4567', ['contact']],
  ['Ania akong number 09171234567, tawag lang', ['contact']],
  ['Tawagi ko sa +63 932 555 1234 inig abot nimo', ['contact']],
  ['Viber ko 0998-765-4321 bai', ['contact']],
  ['Email nako juan at gmail dot com', ['contact']],
  ['juan@gmail.com ra ko i-email', ['contact']],
  // The domain of an email written with "at" is part of the email, not a link of its own.
  ['Email nako juan.dc at yahoo.com', ['contact']],
  ['Gmail nako: juandc@gmail', ['contact']],
  // Links.
  ['Tan-awa akong page facebook.com/bibingka.ni.inday', ['link']],
  ['I-click ni nga link bit.ly/libreng-bugas', ['link']],
  // Payment before meeting: "daan", "una", "anay" (ahead, first) after a payment word.
  ['Bayad daan bago nako i-reserve', ['payment']],
  ['Bayad lang daan ha, para ma-reserve', ['payment']],
  ['Bayri ko daan para sigurado', ['payment']],
  ['Bayri na daan', ['payment']],
  ['Bayari una bai', ['payment']],
  ['Bayari sa una, dayon kuhaa', ['payment']],
  ['Magbayad ka una bago nako ihatag', ['payment']],
  ['Pay una bai', ['payment']],
  ['Padala una', ['payment']],
  ['Padala una sa bayad', ['payment']],
  ['Ipadala daan ang bayad', ['payment']],
  ['Send una ang bayad', ['payment']],
  ['i-send daan ang payment', ['payment']],
  ['Padad-i kog kwarta', ['payment']],
  ['Bayad bago ta magkita', ['payment']],
  ['Bayad bago kuha', ['payment']],
  ['I-GCash sa una', ['payment']],
  ['I-gcash lang daan ang 200', ['payment']],
  ['Padala na lang sa GCash', ['payment']],
  ['DP sa una te', ['payment']],
  ['Advance nga bayad lang', ['payment']],
  ['Reservation fee 50 pesos', ['payment']],
  ['Bayad sa reserba ₱50', ['payment']],
  // Into an account or a bank.
  ['Deposit sa akong account', ['payment']],
  ['Deposit lang sa bank', ['payment']],
  ['I-transfer lang sa akong account', ['payment']],
  ['Hulog sa akong BDO account', ['payment']],
  ['Ihulog lang sa bangko ang bayad', ['payment']],
  // Through a remittance centre.
  ['Ipadala lang sa Palawan ang 150', ['payment']],
  ['Padala thru Cebuana Lhuillier', ['payment']],
  ['Ipadala sa M Lhuillier', ['payment']],
  ['Padala sa LBC ang bayad', ['payment']],
  ['I-Palawan lang nako', ['payment']],
  // Sending money, even "upon arrival": at a meet-up money is handed over ("ihatag"), not
  // sent, and a needless reminder to pay on pickup costs nothing.
  ['Ipadala ang bayad inig abot', ['payment']],
  // Everyday Bisaya: the payment word takes its affixes (pag-, mag-, mo-, i-, -i, -a), the
  // money has its own names (kwarta, kuwarta, pera), "sa" and "usa" after a verb mean "first",
  // "una" may come before the payment, and the purpose may stand for "first" (para ma-reserve,
  // aron ma-ship, unya ihatod nako).
  ['Bayri sa ko daan para ma-reserve nimo', ['payment']],
  ['Padad-i ko og kwarta una, unya ihatod nako', ['payment']],
  ['Pag-send na sa bayad karon aron ma-ship nako ugma', ['payment']],
  ['Bayri sa ko bai, unya ihatod nako dayon', ['payment']],
  ['Padalhi ko ug kuwarta daan para ma-reserve nako', ['payment']],
  ['Pagbayad una sa dili pa nako ipadala', ['payment']],
  ['Bayari usa ko te aron ma-ship nako karon', ['payment']],
  ['Padad-i ako og pera una bago ko mohatod', ['payment']],
  ['I-send sa ang bayad para ma-reserve nimo', ['payment']],
  ['Pag-send og kwarta karon, ugma na nako i-deliver', ['payment']],
  ['Una sa tanan bayad, unya ihatod dayon nako', ['payment']],
  ['Ipasa daan ang kwarta para ma-reserve ni', ['payment']],
  ['Sendi ko og bayad una bai', ['payment']],
  ['Magpadala ka og kwarta daan, unya ako ang mohatod', ['payment']],
  ['Mobayad sa ka daan bago ko mohatod', ['payment']],
  ['Bayad usa bai, unya i-ship nako', ['payment']],
  ['Padad-i sa ko sa kuwarta', ['payment']],
  ['Bayri ko aron ma-reserve nako para nimo', ['payment']],
  ['Kuwarta una, unya ihatod nako', ['payment']],
  ['Una ang bayad ha, dayon ipadala nako ang order', ['payment']],
  ['Bayari ko karon para ipadala nako ugma', ['payment']],
  ['Padal-i ko ug bayad para ma-ship na nako', ['payment']],
  ['Kwarta daan bai, wala koy tiwala', ['payment']],
  ['Pagbayad sa bai, para sure', ['payment']],
  ['Bayri usa ko palihug, dayon ihatod nako', ['payment']],
  ['Ibayad sa nimo, unya ma-deliver nako', ['payment']],
  // Several at once.
  ['GCash daan sa 0917 123 4567 bai', ['contact', 'payment']],
  ['Bayad daan, email nako inday at gmail dot com', ['contact', 'payment']],
  // Clean: paying on pickup is the safe way.
  ['Bayad inig kuha', []],
  ['Bayad lang pag-abot', []],
  ['Bayari lang ko inig meet-up', []],
  ['Mobayad ko inig kuha, ok ra?', []],
  ['Ihatag lang ang bayad inig abot', []],
  ['Bayad inig kuha, una-una lang ni', []],
  ['Bayad lang inig abot', []],
  ['Cash on pickup lang bai', []],
  ['Bayri lang ko inig abot nimo, ihatod nako ugma', []],
  ['Ihatod nako ugma, bayad ra inig abot', []],
  ['Bayri sa ko inig kuha nimo', []],
  ['Una sa tanan, bayad inig kuha ha', []],
  ['Bayad lang inig abot, unya ihatod nako ang sukli', []],
  ['Ipadala nako ugma ang order, bayad inig abot', []],
  ['Naa koy kwarta, bayad ko inig kuha', []],
  // Clean: a Facebook or Messenger name is not a contact detail.
  ['PM lang sa FB ko Juan Dela Cruz', []],
  ['Chat ko sa messenger, Juan Dela Cruz akong pangalan', []],
  ['I-chat lang ko diri sa Palengke', []],
  ['Naa sa akong FB page ang menu', []],
  ['Message ko sa Messenger una, Juan Dela Cruz akong pangalan', []],
  ['Add lang ko sa Facebook, didto ta mag-chat', []],
  ['PM lang ko sa FB una, didto ta mag-storya', []],
  ['Send sa ko og picture sa Messenger', []],
  // Clean: "daan" is also "old" and "already" ("bayad na daan" = already paid), and
  // "salamat daan" is "thanks in advance".
  ['Bayad na daan ang delivery, salamat', []],
  ['Nabayran na daan nimo, salamat kaayo', []],
  ['Salamat daan!', []],
  ['Daan na ni nga bugas? Dili, bag-o ni', []],
  // Clean: "una" is also first in a queue or a batch, and "sa una" the old days.
  ['Kinsay una?', []],
  ['Una ko nag-chat, ako na lang palihug', []],
  ['Ang una nga batch sold out na', []],
  ['Ang bayad sa una nga order kay 200', []],
  ['Ang presyo sa una kay 50 ra', []],
  // Clean: "usa" is also "one", "sa" a preposition and, after other verbs, "first" ("hulat
  // sa" = wait a moment); money in other sentences; "una sa tanan" without a payment.
  ['Ang bayad sa usa ka kilo kay ₱120', []],
  ['Tag 50 ang usa, bayad inig kuha', []],
  ['Hulat sa ko, naa pa ko sa dalan', []],
  ['Kaon sa ta, unya ta mag-storya', []],
  ['Mas barato ang kwarta sa una', []],
  ['Nahulog akong kwarta sa jeep', []],
  ['Una sa tanan, salamat sa pag-order', []],
  ['Bayri ko sa akong utang inig abot nimo', []],
  ['Padad-i sa ko og litrato sa baligya', []],
  // Clean: sending a picture or a location first, or the speaker sending something.
  ['Padala nako ang litrato', []],
  ['Padala una og picture palihug', []],
  ['Padad-i ko una og pic sa baligya', []],
  ['Ipadala nako daan ang location', []],
  ['Send una ko picture', []],
  // A courier for the goods is the seller's own sending, not a request to be paid.
  ['Ipadala nako sa LBC ang tuyo', []],
  // Clean: remittance centres and banks as landmarks and names, a bench ("bangko").
  ['Kita ta atubangan sa Cebuana Lhuillier, bayad inig kuha', []],
  ['Taga Palawan ko pero diri na sa Davao', []],
  ['Cebuana ko, sa Mandaue nagpuyo', []],
  ['Kita ta tapad sa BDO', []],
  ['Ibilin lang sa bangko sa gawas', []],
  // Clean: prices, times, quantities and dates.
  ['₱120 kada kilo', []],
  ['120 pesos ra', []],
  ['Tag 50 ang usa', []],
  ['Alas 5 sa hapon ta magkita', []],
  ['Kita ta 5:30 sa hapon sa Ayala', []],
  ['Meet ta at SM, 5pm', []],
  ['2 kilo pa nabilin', []],
  ['3 ka buok na lang', []],
  ['500 ml nga gatas, ₱45', []],
  ['Hunyo 12, 2025 ang expiry', []],
  ['Best before 25/12/2025', []],
  ['Naa pay stock? Pila ang isa?', []],
  // "Anay" is also a termite.
  ['Naay anay ang lamesa', []],
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

describe('the app\'s own "I\'ve paid" message (issue 40)', () => {
  const providers = [...Object.values(QRPH_PROVIDERS), OTHER_PROVIDER];

  it('never flags it, in any language, for any provider and amount', () => {
    for (const language of LANGUAGES) {
      for (const provider of providers) {
        for (const amount of [25, 1234.5, 100_000]) {
          const message = paidMessage(language, amount, providerLabel(provider, language));
          expect(scamFlags(message), message).toEqual([]);
        }
      }
    }
  });

  it('still flags a seller asking to be sent money by GCash, Maya or to a number', () => {
    for (const [message, flags] of [
      ['Send mo na lang sa GCash ko para ma-reserve', ['payment']],
      ['Padala ka muna sa Maya ko bago ka pumunta', ['payment']],
      ['I-send mo sa 0917 123 4567 (GCash) ang ₱150 first', ['contact', 'payment']],
      ['Padad-i ko og kwarta sa GCash 09171234567 una', ['contact', 'payment']],
    ] as const) {
      expect(scamFlags(message), message).toEqual(flags);
    }
  });

  it('flags the template with anything added, changed or a number for an amount', () => {
    const sent = paidMessage('en', 150, 'GCash');
    expect(scamFlags(`${sent} Send the rest to 09171234567`)).toEqual(['contact', 'payment']);
    expect(scamFlags(sent.replace('I sent', 'Send'))).toEqual(['payment']);
    expect(scamFlags('I sent ₱09171234567 by GCash. Please check your history.')).toEqual([
      'contact',
      'payment',
    ]);
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
