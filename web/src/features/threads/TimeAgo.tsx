import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { timeAgoParts, type TimeAgoParts } from './timeAgoLabel';
import './strings';

const LABELS = {
  now: { short: 'threads.time.now', long: 'threads.time.nowLong' },
  m: { short: 'threads.time.minutes', long: 'threads.time.minutesLong' },
  h: { short: 'threads.time.hours', long: 'threads.time.hoursLong' },
  d: { short: 'threads.time.days', long: 'threads.time.daysLong' },
} as const satisfies Record<TimeAgoParts['unit'], { short: string; long: string }>;

/**
 * '5m' on screen (SPEC §9), '5 minutes ago' for screen readers, and the exact date and time
 * on hover. Nothing at all for a timestamp that cannot be read.
 */
export function TimeAgo({ iso, now, className }: { iso: string; now: Date; className?: string }) {
  const { t, i18n } = useTranslation();
  const parts = timeAgoParts(iso, now);
  if (!parts) return null;
  const labels = LABELS[parts.unit];
  const count = parts.unit === 'now' ? 0 : parts.count;

  return (
    <time dateTime={iso} title={formatDateTime(iso, i18n.resolvedLanguage)} className={className}>
      <span aria-hidden="true">{t(labels.short, { count })}</span>
      <span className="sr-only">{t(labels.long, { count })}</span>
    </time>
  );
}
