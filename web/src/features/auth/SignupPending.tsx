import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimary, buttonSecondary } from '../../ui/styles';
import { DonePanel } from './components/DonePanel';

/** SPEC §4/§8: after sign-up the account waits for its emailed link; nobody is signed in. */
export function SignupPending({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <DonePanel
      icon="mail"
      title={t('auth.signup.pending.title')}
      actions={
        <>
          <Link to="/login" className={buttonPrimary}>
            {t('auth.signup.pending.login')}
          </Link>
          <Link to="/" className={buttonSecondary}>
            {t('common.backHome')}
          </Link>
        </>
      }
    >
      <p>
        {t('auth.signup.pending.sentTo')}{' '}
        <strong className="break-all font-semibold">{email}</strong>
      </p>
      <p>{t('auth.signup.pending.next')}</p>
      <p className="text-ink-muted">{t('auth.signup.pending.noEmail')}</p>
    </DonePanel>
  );
}
