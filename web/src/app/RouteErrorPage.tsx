import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { MessagePage } from '../ui/MessagePage';
import { buttonPrimary } from '../ui/styles';
import { NotFoundPage } from './NotFoundPage';

/**
 * Shown when a page throws or its code fails to download (common on patchy mobile data):
 * a reload fetches the chunk again.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <MessagePage title={t('routeError.title')} message={t('routeError.message')}>
      <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </MessagePage>
  );
}
