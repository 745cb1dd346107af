import { PAYMENT_QR_CHANGES_PER_DAY } from '@core/schemas';
import type { EmailText, Locale } from '../auth/emails';

// Every word the payment QR's refusals and its e-mail say, in the person's language (English,
// Filipino, Cebuano). The web shows its own words by `code`; these are for every other client.

export type PaymentQrRefusalText =
  | 'qr_not_found'
  | 'qr_not_qrph'
  | 'qr_has_amount'
  | 'wrong_password'
  | 'password_not_set'
  | 'rate_limited'
  | 'none_of_mine'
  | 'seller_has_none'
  | 'unavailable'
  | 'seller_unavailable'
  | 'blocked';

const MAX = PAYMENT_QR_CHANGES_PER_DAY;

export const REFUSALS: Record<Locale, Record<PaymentQrRefusalText, string>> = {
  en: {
    qr_not_found:
      'We could not find a QR code in that picture. Try a clear screenshot of your wallet’s “Receive money” QR.',
    qr_not_qrph:
      'That is not a QR Ph payment code. Use the “Receive money” QR from GCash, Maya or your bank.',
    qr_has_amount:
      'This QR asks for a fixed amount. Use your wallet’s “Receive money” QR, without an amount.',
    wrong_password: 'The password is not right. Please try again.',
    password_not_set:
      'Set a password first: changing where buyers pay needs it. Use “Forgot password” with your mobile number.',
    rate_limited: `You can change your payment QR at most ${MAX} times a day. Please try again tomorrow.`,
    none_of_mine: 'You have no payment QR yet.',
    seller_has_none: 'This seller has no payment QR.',
    unavailable:
      'You can see the seller’s payment QR only while food is reserved for you, or for a day after you buy.',
    seller_unavailable: 'This seller’s payment QR is not available.',
    blocked: 'You can’t see this person’s payment QR.',
  },
  tl: {
    qr_not_found:
      'Walang nakitang QR code sa larawang iyan. Subukan ang malinaw na screenshot ng “Receive money” QR ng wallet mo.',
    qr_not_qrph:
      'Hindi iyan QR Ph na pambayad. Gamitin ang “Receive money” QR mula sa GCash, Maya o sa bangko mo.',
    qr_has_amount:
      'May nakatakdang halaga ang QR na ito. Gamitin ang “Receive money” QR ng wallet mo, na walang halaga.',
    wrong_password: 'Mali ang password. Pakisubukang muli.',
    password_not_set:
      'Magtakda muna ng password: kailangan ito para palitan kung saan nagbabayad ang mga mamimili. Gamitin ang “Nakalimutan ang password” gamit ang mobile number mo.',
    rate_limited: `Hanggang ${MAX} beses lang sa isang araw mapapalitan ang payment QR mo. Subukang muli bukas.`,
    none_of_mine: 'Wala ka pang payment QR.',
    seller_has_none: 'Walang payment QR ang nagbebentang ito.',
    unavailable:
      'Makikita mo lang ang payment QR ng nagbebenta habang may naka-reserve para sa iyo, o sa loob ng isang araw pagkatapos mong bumili.',
    seller_unavailable: 'Hindi available ang payment QR ng nagbebentang ito.',
    blocked: 'Hindi mo makikita ang payment QR ng taong ito.',
  },
  ceb: {
    qr_not_found:
      'Walay QR code nga nakit-an sa maong hulagway. Sulayi ang klaro nga screenshot sa “Receive money” QR sa imong wallet.',
    qr_not_qrph:
      'Dili kana QR Ph nga pambayad. Gamita ang “Receive money” QR gikan sa GCash, Maya o sa imong bangko.',
    qr_has_amount:
      'Kini nga QR adunay gitakda nga kantidad. Gamita ang “Receive money” QR sa imong wallet, nga walay kantidad.',
    wrong_password: 'Sayop ang password. Sulayi pag-usab.',
    password_not_set:
      'Pagbutang una og password: kinahanglan kini aron mailisan kung asa mobayad ang mga pumapalit. Gamita ang “Nakalimtan ang password” gamit ang imong mobile number.',
    rate_limited: `Hangtod ${MAX} ka higayon ra kada adlaw mailisan ang imong payment QR. Sulayi pag-usab ugma.`,
    none_of_mine: 'Wala pa kay payment QR.',
    seller_has_none: 'Walay payment QR kining tigbaligya.',
    unavailable:
      'Makita ra nimo ang payment QR sa tigbaligya samtang naay naka-reserve para nimo, o sulod sa usa ka adlaw human ka mopalit.',
    seller_unavailable: 'Dili available ang payment QR niini nga tigbaligya.',
    blocked: 'Dili nimo makita ang payment QR niini nga tawo.',
  },
};

/** What the e-mail says of the change: the new QR's name and provider, or that it is gone. */
export type QrChange = { kind: 'saved'; name: string; provider: string } | { kind: 'removed' };

const CHANGED: Record<Locale, (name: string, change: QrChange) => EmailText> = {
  en: (name, change) => ({
    subject: 'Your payment QR was changed',
    greeting: `Hi ${name},`,
    body:
      change.kind === 'saved'
        ? `The payment QR on your Palengke account was changed. Buyers who reserve your food now see: ${change.name} — ${change.provider}.`
        : 'The payment QR on your Palengke account was removed. Buyers see none until you save a new one.',
    action: 'Check my profile',
    footer:
      'Not you? Change your password now and check the QR on your profile: it says where buyers send money.',
  }),
  tl: (name, change) => ({
    subject: 'Napalitan ang iyong payment QR',
    greeting: `Kumusta ${name},`,
    body:
      change.kind === 'saved'
        ? `Napalitan ang payment QR ng iyong Palengke account. Ito na ang makikita ng mga mamimiling nagpa-reserve: ${change.name} — ${change.provider}.`
        : 'Inalis ang payment QR ng iyong Palengke account. Wala nang makikita ang mga mamimili hangga’t hindi ka nagse-save ng bago.',
    action: 'Tingnan ang profile ko',
    footer:
      'Hindi ikaw? Palitan agad ang password mo at tingnan ang QR sa profile mo: doon nakasaad kung saan nagpapadala ng pera ang mga mamimili.',
  }),
  ceb: (name, change) => ({
    subject: 'Giilisan ang imong payment QR',
    greeting: `Kumusta ${name},`,
    body:
      change.kind === 'saved'
        ? `Giilisan ang payment QR sa imong Palengke account. Mao na kini ang makita sa mga pumapalit nga nagpa-reserve: ${change.name} — ${change.provider}.`
        : 'Gitangtang ang payment QR sa imong Palengke account. Walay makita ang mga pumapalit hangtod nga mo-save ka og bag-o.',
    action: 'Tan-awa ang akong profile',
    footer:
      'Dili ikaw? Ilisi dayon ang imong password ug tan-awa ang QR sa imong profile: didto makita kung asa ipadala sa mga pumapalit ang kwarta.',
  }),
};

export const changeEmailText = (locale: Locale, name: string, change: QrChange) =>
  CHANGED[locale](name, change);
