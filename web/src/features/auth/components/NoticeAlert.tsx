import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format';
import type { FormNotice } from '../failures';

/** The words of a notice in the current language. */
export function useNoticeText(): (notice: FormNotice) => string {
  const { t, i18n } = useTranslation();
  return (notice) => {
    switch (notice.kind) {
      case 'message':
        return notice.offline ? `${t(notice.key)}. ${t('auth.common.offline')}` : t(notice.key);
      case 'server':
        return notice.text;
      case 'banned':
        return t('session.banned', { until: formatDateTime(notice.until, i18n.language) });
      case 'unconfirmed':
        // Only "we just resent it" when a mail was sent; else when logging in sends another.
        return notice.resendAfterS
          ? t('auth.login.email_unconfirmed_wait', { count: notice.resendAfterS })
          : t('auth.login.email_unconfirmed');
      case 'wait':
        return t('auth.phone.wait', { count: notice.seconds });
    }
  };
}

/**
 * A failed call's message above the form. It takes focus when it appears (or changes), so
 * the reader hears it and, on a phone, the page scrolls up to it from the submit button.
 */
export function NoticeAlert({ notice, children }: { notice: FormNotice; children?: ReactNode }) {
  const text = useNoticeText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [notice]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-xl border border-danger-200 border-l-4 border-l-danger-700 bg-danger-50 p-4 text-ink"
    >
      <p className="font-medium">{text(notice)}</p>
      {children ? <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">{children}</div> : null}
    </div>
  );
}
