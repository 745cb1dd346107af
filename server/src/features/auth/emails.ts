import { escapeHtml, type MailMessage } from '../../platform/mailer';

export type Locale = 'en' | 'tl' | 'ceb';

/** The language stored on an account, as the server writes to it: English unless we speak it. */
export const asLocale = (value: string | null | undefined): Locale =>
  value === 'tl' ? 'tl' : value === 'ceb' ? 'ceb' : 'en';

export interface EmailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  footer: string;
}

/** An e-mail about the account itself (no unsubscribe: the person must hear of it). */
export function accountEmail(to: string, link: string, t: EmailText): MailMessage {
  const text = `${t.greeting}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.footer}\n`;
  const html = `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p style="color:#555">${escapeHtml(t.footer)}</p>`;
  return { to, subject: t.subject, text, html };
}

const CONFIRM: Record<Locale, (name: string) => EmailText> = {
  en: (name) => ({
    subject: 'Confirm your Palengke account',
    greeting: `Hi ${name},`,
    body: 'Welcome to Palengke! Please confirm your email address to start buying and selling food with your neighbours. The link works for 24 hours.',
    action: 'Confirm my account',
    footer: 'If you did not sign up for Palengke, you can ignore this email.',
  }),
  tl: (name) => ({
    subject: 'Kumpirmahin ang iyong Palengke account',
    greeting: `Kumusta ${name},`,
    body: 'Maligayang pagdating sa Palengke! Pakikumpirma ang iyong email para makapagsimulang bumili at magbenta ng pagkain sa iyong mga kapitbahay. Gumagana ang link sa loob ng 24 na oras.',
    action: 'Kumpirmahin ang aking account',
    footer: 'Kung hindi ikaw ang nag-sign up sa Palengke, maaari mong balewalain ang email na ito.',
  }),
  ceb: (name) => ({
    subject: 'Kumpirmaha ang imong Palengke account',
    greeting: `Kumusta ${name},`,
    body: 'Maayong pag-abot sa Palengke! Palihug kumpirmaha ang imong email aron makasugod ka sa pagpalit ug pagbaligya og pagkaon sa imong mga silingan. Magamit ang link sulod sa 24 ka oras.',
    action: 'Kumpirmaha ang akong account',
    footer: 'Kung dili ikaw ang nag-sign up sa Palengke, ayaw lang tagda kini nga email.',
  }),
};

const RESET: Record<Locale, (name: string) => EmailText> = {
  en: (name) => ({
    subject: 'Reset your Palengke password',
    greeting: `Hi ${name},`,
    body: 'Someone asked to reset the password of your Palengke account. If it was you, choose a new password with the link below; it works for 1 hour. Resetting signs you out everywhere.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this email: your password stays the same.',
  }),
  tl: (name) => ({
    subject: 'I-reset ang iyong password sa Palengke',
    greeting: `Kumusta ${name},`,
    body: 'May humiling na i-reset ang password ng iyong Palengke account. Kung ikaw iyon, pumili ng bagong password gamit ang link sa ibaba; gumagana ito sa loob ng 1 oras. Mala-log out ka sa lahat ng device pagkatapos mag-reset.',
    action: 'Pumili ng bagong password',
    footer:
      'Kung hindi ikaw ang humiling nito, balewalain ang email na ito: hindi magbabago ang iyong password.',
  }),
  ceb: (name) => ({
    subject: 'I-reset ang imong password sa Palengke',
    greeting: `Kumusta ${name},`,
    body: 'Naay nangayo nga i-reset ang password sa imong Palengke account. Kung ikaw kadto, pagpili og bag-ong password gamit ang link sa ubos; magamit kini sulod sa 1 ka oras. Ma-log out ka sa tanang device human sa pag-reset.',
    action: 'Pagpili og bag-ong password',
    footer:
      'Kung dili ikaw ang nangayo niini, ayaw lang tagda kini nga email: dili mausab ang imong password.',
  }),
};

export function confirmationEmail(to: string, name: string, link: string, locale: Locale) {
  return accountEmail(to, link, CONFIRM[locale](name));
}

export function resetEmail(to: string, name: string, link: string, locale: Locale) {
  return accountEmail(to, link, RESET[locale](name));
}
