import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../i18n/languages';
import { buttonSecondary } from '../../../ui/styles';
import type { FormNotice } from '../failures';
import { requestSignInCode, type CodeSent } from './api';
import { codeRequestFailure } from './failures';
import { useSecondsLeft } from './useSecondsLeft';

/**
 * "Send a new code", usable once the server's resend_after_s has passed; until then it says
 * how long is left. A new code ends the one before it (the server's rule).
 */
export function ResendCode({
  phone,
  resendAt,
  onSent,
  onFailure,
  send = requestSignInCode,
}: {
  phone: string;
  resendAt: number;
  onSent: (sent: CodeSent) => void;
  onFailure: (notice: FormNotice | null) => void;
  send?: typeof requestSignInCode;
}) {
  const { t, i18n } = useTranslation();
  const left = useSecondsLeft(resendAt);
  const [busy, setBusy] = useState(false);
  const [sentAgain, setSentAgain] = useState(false);

  const resend = async () => {
    setBusy(true);
    setSentAgain(false);
    onFailure(null);
    let retryAfter: string | null = null;
    try {
      const sent = await send(phone, toLanguage(i18n.language), (headers) => {
        retryAfter = headers.get('Retry-After');
      });
      setSentAgain(true);
      onSent(sent);
    } catch (error) {
      const failure = codeRequestFailure(error, retryAfter);
      onFailure(failure.notice ?? { kind: 'message', key: 'auth.phone.failed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <button
        type="button"
        className={`${buttonSecondary} w-full`}
        disabled={busy || left > 0}
        onClick={() => void resend()}
      >
        {busy
          ? t('auth.phone.sending')
          : left > 0
            ? t('auth.phone.resendIn', { count: left })
            : t('auth.phone.resend')}
      </button>
      {/* Always there, so the sentence appearing does not push the page down. */}
      <p role="status" className="mt-1 min-h-6 text-sm text-brand-800">
        {sentAgain ? t('auth.phone.resent') : null}
      </p>
    </div>
  );
}
