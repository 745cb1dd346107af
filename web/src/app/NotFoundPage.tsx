import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '../ui/MessagePage';
import { PageStatus } from './page-head/pageReport';
import { buttonPrimary } from '../ui/styles';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('notFound.title')} message={t('notFound.message')}>
      <PageStatus code={404} />
      <Link to="/" className={buttonPrimary}>
        {t('common.backHome')}
      </Link>
    </MessagePage>
  );
}
