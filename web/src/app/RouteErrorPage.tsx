import { useTranslation } from 'react-i18next';
import { MessagePage } from '../ui/MessagePage';
import { buttonPrimary } from '../ui/styles';

/**
 * Shown when a page throws or its code fails to download (common on patchy mobile data):
 * a reload fetches the chunk again.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('routeError.title')} message={t('routeError.message')}>
      <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </MessagePage>
  );
}
