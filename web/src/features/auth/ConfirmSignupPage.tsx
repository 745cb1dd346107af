import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { JUST_SIGNED_IN } from '../../app/guards';
import { useSession } from '../../app/session';
import { MessagePage } from '../../ui/MessagePage';
import { Spinner } from '../../ui/Spinner';
import { buttonPrimary, buttonSecondary } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import type { SessionGrant } from './api';
import { confirmOnce, forgetConfirmation } from './confirmOnce';
import { confirmFailure, type FormNotice } from './failures';
import { useNoticeText } from './components/NoticeAlert';
import { takeReturnAfterConfirm } from './returnAfterConfirm';
import './strings';

const MISSING_TOKEN: FormNotice = { kind: 'message', key: 'auth.confirm.missing_token' };

/**
 * SPEC §2 /confirm-signup?token=: confirms on open, then signs in and goes home, or where the
 * person was going when they signed up (Message on a post: its chat; returnAfterConfirm.ts).
 */
export function ConfirmSignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<{ token: string; notice: FormNotice; retry: boolean }>();
  const [attempt, setAttempt] = useState(0);

  // Effect events: a language switch or a new toast function must not confirm again.
  const onConfirmed = useEffectEvent((grant: SessionGrant) => {
    signIn(grant.token, grant.user);
    toast(t('auth.confirm.success'), { kind: 'success' });
    navigate(takeReturnAfterConfirm() ?? '/', { replace: true, state: JUST_SIGNED_IN });
  });
  const onFailed = useEffectEvent((error: unknown) => {
    // Only a network failure may have left the token unused, so only it offers Try again
    // (at worst the retry answers invalid_token, which leads to login like any other).
    const retry = isApiError(error) && error.status === 0;
    setFailure({ token, notice: confirmFailure(error), retry });
  });

  useEffect(() => {
    if (!token) return;
    let active = true;
    confirmOnce(token).then(
      (grant) => {
        if (active) onConfirmed(grant);
      },
      (error: unknown) => {
        if (active) onFailed(error);
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  const shown = !token
    ? { notice: MISSING_TOKEN, retry: false }
    : failure?.token === token
      ? failure
      : null;
  if (!shown) return <Confirming />;

  return (
    <ConfirmFailed
      notice={shown.notice}
      onRetry={
        shown.retry
          ? () => {
              forgetConfirmation(token);
              setFailure(undefined);
              setAttempt((count) => count + 1);
            }
          : undefined
      }
    />
  );
}

function Confirming() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.confirm.title'));
  return (
    <section
      className="mx-auto w-full max-w-md px-4 py-10 text-center"
      aria-labelledby="page-title"
    >
      <h1 id="page-title" className="text-2xl font-bold text-brand-900">
        {t('auth.confirm.title')}
      </h1>
      <Spinner label={t('auth.confirm.working')} />
    </section>
  );
}

/**
 * Every failure leads on: login resends the link to an unconfirmed account. Someone already
 * signed in has nothing to log in to; a used link then most likely means a second tap on
 * the email's link, so it says the account is ready instead of sounding like an error.
 */
function ConfirmFailed({
  notice,
  onRetry,
}: {
  notice: FormNotice;
  onRetry?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const text = useNoticeText();
  const { status } = useSession();
  const signedIn = status === 'signedIn';
  const alreadyUsed =
    signedIn && notice.kind === 'message' && notice.key === 'auth.confirm.invalid';
  const secondary = onRetry ? buttonSecondary : buttonPrimary;

  return (
    <MessagePage
      title={alreadyUsed ? t('auth.confirm.readyTitle') : t('auth.confirm.failedTitle')}
      message={alreadyUsed ? t('auth.confirm.ready') : text(notice)}
    >
      {onRetry ? (
        <button type="button" className={buttonPrimary} onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : null}
      {signedIn ? (
        <Link to="/" className={secondary}>
          {t('common.backHome')}
        </Link>
      ) : (
        <Link to="/login" className={secondary}>
          {t('auth.confirm.login')}
        </Link>
      )}
    </MessagePage>
  );
}
