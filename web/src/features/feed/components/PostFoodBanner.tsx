import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const postLink =
  'inline-flex min-h-11 items-center rounded-lg bg-accent-700 px-3 text-sm font-semibold text-white hover:bg-accent-800';

/**
 * In the signed-out banner's place for someone signed in: the page is rendered on the server
 * as a visitor sees it, banner included, and the session is known only in the browser. The
 * same box, so the feed below does not move when it takes the banner's place (CLS 0).
 */
export function PostFoodBanner() {
  const { t } = useTranslation();
  return (
    <aside
      aria-labelledby="post-food-banner"
      className="mb-3 flex flex-wrap items-center justify-end gap-x-3 rounded-xl border border-accent-200 bg-accent-50 py-1 pr-1 pl-3"
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
