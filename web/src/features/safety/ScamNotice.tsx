import type { ScamFlag } from '@core/scam-flags';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { textLink } from '../../ui/styles';
import { SAFE_TRADING_PATH } from './links';
import './strings';

/** Money first: paying ahead is where people lose the most. */
const NOTICE_ORDER: readonly ScamFlag[] = ['payment', 'contact', 'link'];

/**
 * The warning under a message the server flagged (issue 12), one line per flag. Shown to the
 * recipient only: the sender knows what they wrote, and a warning about their own words would
 * read as an accusation.
 */
export function ScamNotice({ flags }: { flags: readonly ScamFlag[] }) {
  const { t } = useTranslation();
  if (flags.length === 0) return null;
  return (
    <div
      role="note"
      aria-label={t('safety.notice.label')}
      className="flex max-w-[85%] gap-2 rounded-xl border border-accent-200 bg-accent-50 px-3 py-2 text-sm text-ink sm:max-w-[75%]"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 fill-none stroke-accent-700 stroke-2"
      >
        <path d="M12 3 2 21h20L12 3Z" strokeLinejoin="round" />
        <path d="M12 10v5M12 18h.01" strokeLinecap="round" />
      </svg>
      <div className="min-w-0 space-y-1">
        {NOTICE_ORDER.filter((flag) => flags.includes(flag)).map((flag) => (
          <p key={flag}>{t(`safety.notice.${flag}`)}</p>
        ))}
        <Link to={SAFE_TRADING_PATH} className={textLink}>
          {t('safety.notice.learnMore')}
        </Link>
      </div>
    </div>
  );
}
