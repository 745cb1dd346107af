import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MessagePage } from '../../ui/MessagePage';
import { Spinner } from '../../ui/Spinner';
import { buttonPrimary } from '../../ui/styles';
import { useSession } from '../session';

/** SPEC §2's login-required gate, shown in place of pages that need an account. */
export function LoginGate() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <MessagePage title={t('gate.title')} message={t('gate.loginRequired')}>
      {/* `from` lets the login page send the user back here afterwards. */}
      <Link to="/login" state={{ from: location }} className={buttonPrimary}>
        {t('gate.login')}
      </Link>
    </MessagePage>
  );
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <Spinner />;
  if (status === 'signedOut') return <LoginGate />;
  return children;
}
