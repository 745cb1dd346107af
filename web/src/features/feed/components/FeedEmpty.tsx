import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';

interface FeedEmptyProps {
  filtered: boolean;
  /** The range in km when a location narrows the feed; null without one. */
  nearbyKm: number | null;
  signedIn: boolean;
  onReset: () => void;
}

/** No posts: say why, offer to reset the filters and, to members, to post something. */
export function FeedEmpty({ filtered, nearbyKm, signedIn, onReset }: FeedEmptyProps) {
  const { t } = useTranslation();
  let reason: string;
  if (filtered) reason = t('feed.empty.filtered');
  else if (nearbyKm !== null) reason = t('feed.empty.nearby', { km: nearbyKm });
  else reason = t('feed.empty.none');

  return (
    <div className="mt-3 rounded-2xl border border-dashed border-brand-300 bg-white px-4 py-8 text-center">
      <h3 className="text-lg font-bold text-brand-900">{t('feed.empty.title')}</h3>
      <p className="mx-auto mt-1 max-w-prose text-ink-muted">{reason}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonSecondary} onClick={onReset}>
          {t('feed.empty.reset')}
        </button>
        {signedIn ? (
          <Link to="/post/new" className={buttonPrimary}>
            {t('feed.empty.post')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
