import { maskPhilippineMobile, SMS_CODE_VALID_MINUTES } from '@core/phone';
import { fitSms } from '../../platform/sms/gsm7';
import type { Locale } from '../auth/emails';

/** What the account SMS say, in the person's language (English, Filipino, Cebuano). */

const CODE: Record<Locale, (code: string) => string> = {
  en: (code) => `Palengke code: ${code}. Valid ${SMS_CODE_VALID_MINUTES} minutes. Never share it.`,
  tl: (code) =>
    `Palengke code: ${code}. Valid nang ${SMS_CODE_VALID_MINUTES} minuto. Huwag itong ibigay kaninuman.`,
  ceb: (code) =>
    `Palengke code: ${code}. Balido sulod sa ${SMS_CODE_VALID_MINUTES} ka minuto. Ayaw kini ihatag bisan kang kinsa.`,
};

/**
 * The code's SMS. Its last line is the WebOTP form (`@host #code`), which lets Chrome on
 * Android offer the code in the page that asked for it.
 */
export function codeSms(locale: Locale, code: string, publicUrl: string): string {
  return fitSms(CODE[locale](code), `\n\n@${new URL(publicUrl).host} #${code}`);
}

const CHANGED: Record<Locale, (masked: string) => string> = {
  en: (masked) =>
    `Palengke: your sign-in number was changed to ${masked}. Not you? Sign in and change your password, or write to us.`,
  tl: (masked) =>
    `Palengke: pinalitan ang numerong pang-sign in mo ng ${masked}. Hindi ikaw? Mag-sign in at palitan ang password, o sumulat sa amin.`,
  ceb: (masked) =>
    `Palengke: giilisan ang imong numero sa pag-sign in ngadto sa ${masked}. Dili ikaw? Pag-sign in ug ilisi ang password, o sulati kami.`,
};

const REMOVED: Record<Locale, string> = {
  en: 'Palengke: this number no longer signs in to your account. Not you? Sign in and change your password.',
  tl: 'Palengke: hindi na pang-sign in sa account mo ang numerong ito. Hindi ikaw? Mag-sign in at palitan ang password.',
  ceb: 'Palengke: dili na kini nga numero ang pag-sign in sa imong account. Dili ikaw? Pag-sign in ug ilisi ang password.',
};

/** To the old number when the sign-in number changes (only a masked form of the new one). */
export const numberChangedSms = (locale: Locale, newNumber: string) =>
  fitSms(CHANGED[locale](maskPhilippineMobile(newNumber)));

/** To the old number when the sign-in number is removed. */
export const numberRemovedSms = (locale: Locale) => fitSms(REMOVED[locale]);
