import { dateFormat } from '../../i18n/intl';

function format(iso: string, language: string | undefined, options: Intl.DateTimeFormatOptions) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, options).format(date);
}

/** '5 Jan 2025': review dates, expiry badges, the account removal date. */
export function formatDate(iso: string, language: string | undefined): string {
  return format(iso, language, { dateStyle: 'medium' });
}

/** 'January 2025': 'Member since' needs no day. */
export function formatMonthYear(iso: string, language: string | undefined): string {
  return format(iso, language, { month: 'long', year: 'numeric' });
}
