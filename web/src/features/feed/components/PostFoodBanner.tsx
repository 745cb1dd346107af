import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const postLink =
  'inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-3 text-sm font-semibold text-white hover:bg-accent-800';

/**
 * In the signed-out banner's place for someone signed in. Until the session is known both are
 * drawn and the device's own shows (app/session/sessionParts); the same box, so the feed below
 * does not move when the other goes (CLS 0).
 */
export function PostFoodBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="post-food-banner"
      className={`mb-3 flex flex-wrap items-center justify-end gap-x-3 rounded-xl border border-accent-200 bg-accent-50 py-1 pr-1 pl-3 ${className}`}
    >
      <p id="post-food-banner" className="min-w-32 flex-1 py-1 text-sm font-medium text-ink">
        {t('feed.banner.postText')}
      </p>
      <div className="flex shrink-0 items-center gap-x-3">
        <Link to="/post/new" className={postLink}>
          {t('feed.banner.post')}
        </Link>
      </div>
    </aside>
  );
}
