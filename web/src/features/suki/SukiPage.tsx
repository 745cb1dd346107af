import { SUKI_PAGE_SIZE } from '@core/schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { buttonPrimary, pageColumn, touchLink } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NOTIFICATION_SETTINGS_PATH } from '../notifications/links';
import { usePageParam } from '../profile/usePageParam';
import { FollowedSellerItem } from './FollowedSellerItem';
import { SUKI_FEED_PATH } from './links';
import { useFollowedSellers } from './queries';
import './strings';

function SukiEmpty() {
  const { t } = useTranslation();
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-brand-300 bg-white px-4 py-8 text-center">
      <h2 className="text-lg font-bold text-brand-900">{t('suki.page.emptyTitle')}</h2>
      <p className="mx-auto mt-2 max-w-prose text-ink">{t('suki.page.emptyText')}</p>
      <Link to="/" className={`${buttonPrimary} mt-5`}>
        {t('suki.page.goHome')}
      </Link>
    </div>
  );
}

/** /suki: the sellers the signed-in person follows, newest first, with their latest post. */
export function SukiPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('suki.page.title'));
  const [page, setPage] = usePageParam('page');
  const sellers = useFollowedSellers(page);

  let body;
  if (sellers.isPending) {
    body = <Spinner label={t('suki.page.loading')} />;
  } else if (sellers.isError) {
    body = (
      <LoadError
        message={t('suki.page.loadFailed')}
        onRetry={() => void sellers.refetch()}
        busy={sellers.isFetching}
        className="mt-6"
      />
    );
  } else if (sellers.data.total === 0) {
    body = <SukiEmpty />;
  } else {
    const pageCount = Math.max(1, Math.ceil(sellers.data.total / SUKI_PAGE_SIZE));
    body = (
      <>
        <ul aria-label={t('suki.page.list')} className="mt-3 flex flex-col gap-3">
          {sellers.data.data.map((seller) => (
            <FollowedSellerItem key={seller.user_id} seller={seller} />
          ))}
        </ul>
        {pageCount > 1 ? (
          <Pagination
            page={page}
            pageCount={pageCount}
            onChange={setPage}
            listName={t('suki.page.list')}
            busy={sellers.isPlaceholderData}
          />
        ) : null}
      </>
    );
  }

  return (
    <div className={pageColumn}>
      <h1 className="text-2xl font-extrabold text-brand-900 sm:text-3xl">{t('suki.page.title')}</h1>
      <p className="mt-1 text-ink">{t('suki.page.intro')}</p>
      <p className="flex flex-wrap gap-x-6">
        {/* The feed of their posts only when there is someone to show. */}
        {sellers.data && sellers.data.total > 0 ? (
          <Link to={SUKI_FEED_PATH} className={touchLink}>
            {t('suki.page.seeFeed')}
          </Link>
        ) : null}
        <Link to={NOTIFICATION_SETTINGS_PATH} className={touchLink}>
          {t('suki.page.settings')}
        </Link>
      </p>
      {body}
    </div>
  );
}
