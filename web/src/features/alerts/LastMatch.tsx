import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';
import { timeAgoParts } from '../threads/timeAgoLabel';
import '../threads/strings';

const LONG = {
  now: 'threads.time.nowLong',
  m: 'threads.time.minutesLong',
  h: 'threads.time.hoursLong',
  d: 'threads.time.daysLong',
} as const;

/** "Last match 2 hours ago" (the exact time on hover), or "No matches yet". */
export function LastMatch({ iso, now }: { iso: string | null; now: Date }) {
  const { t, i18n } = useTranslation();
  const parts = iso ? timeAgoParts(iso, now) : null;
  if (!iso || !parts) return <span>{t('alerts.item.noMatches')}</span>;
  const when = t(LONG[parts.unit], { count: parts.unit === 'now' ? 0 : parts.count });
  return (
    <time dateTime={iso} title={formatDateTime(iso, i18n.resolvedLanguage)}>
      {t('alerts.item.lastMatch', { when })}
    </time>
  );
}
