import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessagePage } from '../../ui/MessagePage';
import { Spinner } from '../../ui/Spinner';
import { buttonSecondary } from '../../ui/styles';
import { useSession } from '../session';

/** SPEC §2: the admin console reads Forbidden to everybody who is not an admin. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { status, isAdmin } = useSession();
  const { t } = useTranslation();
  if (status === 'loading') return <Spinner />;
  if (!isAdmin) {
    return (
      <MessagePage title={t('gate.forbiddenTitle')} message={t('gate.forbiddenMessage')}>
        <Link to="/" className={buttonSecondary}>
          {t('common.backHome')}
        </Link>
      </MessagePage>
    );
  }
  return children;
}
