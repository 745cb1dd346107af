import type { EmailSettingKey } from '@core/schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { MessagePage } from '../../ui/MessagePage';
import { Spinner } from '../../ui/Spinner';
import { buttonPrimary, buttonSecondary, pageColumn } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { NOTIFICATION_SETTINGS_PATH } from './links';
import { unsubscribeOnce } from './unsubscribeOnce';
import './strings';

type Outcome =
  | { token: string; kind: 'done'; setting: EmailSettingKey }
  | { token: string; kind: 'failed'; reason: 'invalid' | 'network' | 'generic' };

function reasonOf(error: unknown): 'invalid' | 'network' | 'generic' {
  if (!isApiError(error)) return 'generic';
  if (error.status === 0) return 'network';
  return error.status === 400 || error.status === 404 ? 'invalid' : 'generic';
}

/** /unsubscribe?token=: the email's one-click opt-out, done as the page opens. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<Outcome>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return;
    let active = true;
    unsubscribeOnce(token).then(
      ({ setting }) => active && setOutcome({ token, kind: 'done', setting }),
      (error: unknown) => active && setOutcome({ token, kind: 'failed', reason: reasonOf(error) }),
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  const shown: Outcome | undefined = !token
    ? { token, kind: 'failed', reason: 'invalid' }
    : outcome?.token === token
      ? outcome
      : undefined;

  if (!shown) return <Working />;
  if (shown.kind === 'done') {
    return (
      <MessagePage
        title={t('notifications.unsubscribe.doneTitle')}
        message={t(`notifications.unsubscribe.${shown.setting}`)}
      >
        <Link to={NOTIFICATION_SETTINGS_PATH} className={buttonSecondary}>
          {t('notifications.unsubscribe.settingsLink')}
        </Link>
      </MessagePage>
    );
  }
  const retry = shown.reason !== 'invalid';
  return (
    <MessagePage
      title={t('notifications.unsubscribe.failedTitle')}
      message={t(`notifications.unsubscribe.${shown.reason}`)}
    >
      {retry ? (
        <button
          type="button"
          className={buttonPrimary}
          onClick={() => {
            setOutcome(undefined);
            setAttempt((count) => count + 1);
          }}
        >
          {t('common.retry')}
        </button>
      ) : null}
      <Link to={NOTIFICATION_SETTINGS_PATH} className={retry ? buttonSecondary : buttonPrimary}>
        {t('notifications.unsubscribe.settingsLink')}
      </Link>
    </MessagePage>
  );
}

function Working() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.unsubscribe.title'));
  return (
    <section className={`${pageColumn} text-center`} aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {t('notifications.unsubscribe.title')}
      </h1>
      <Spinner label={t('notifications.unsubscribe.working')} />
    </section>
  );
}
