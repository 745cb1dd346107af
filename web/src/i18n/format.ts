import { formatDateTime as formatDate } from '@core/dates';
import { dateOf } from './shortDate';

/** 'Dec 5, 2026, 6:00 PM' in the reader's language and zone, e.g. for 'banned until {date}'. */
export function formatDateTime(iso: string, language: string | undefined): string {
  const date = dateOf(iso);
  return date ? formatDate(date, language) : iso;
}
