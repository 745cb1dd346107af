import { dateFormat } from './intl';

/** A date and time in the reader's language, e.g. for 'banned until {date time}'. */
export function formatDateTime(iso: string, language: string | undefined): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
