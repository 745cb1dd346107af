import { dateFormat } from '../../../i18n/intl';

/** '10:42 AM' in the reader's language, for the time under a block of messages. */
export function formatClock(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** 'Mon, Mar 3' for a day separator; the year only when it is not the current one. */
export function formatDay(day: Date, now: Date, language: string | undefined): string {
  return dateFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(day.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(day);
}
