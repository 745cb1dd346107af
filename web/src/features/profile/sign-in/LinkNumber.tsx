import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../ui/styles';
import type { CodeSent } from '../../auth/phone/api';
import { linkCodeFailure } from '../../auth/phone/failures';
import { NumberStep } from '../../auth/phone/NumberStep';
import type { OwnProfile } from '../types';
import { requestLinkCode } from './api';
import { VerifyNumberForm } from './VerifyNumberForm';

const resendTime = (sent: CodeSent) => Date.now() + sent.resend_after_s * 1000;

/** Adding or changing the sign-in number: the new number, then the code sent to it. */
export function LinkNumber({
  profile,
  onVerified,
  onCancel,
}: {
  profile: OwnProfile;
  onVerified: (profile: OwnProfile) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<{ phone: string; resendAt: number } | null>(null);
  const replacing = profile.phone_verified && profile.login_phone !== null;

  if (!sent) {
    return (
      <NumberStep
        idPrefix="link"
        initialPhone=""
        label={t(replacing ? 'profile.signIn.newNumber' : 'auth.phone.number')}
        submitLabel={t('auth.phone.sendCode')}
        send={requestLinkCode}
        failureOf={linkCodeFailure}
        onSent={(phone, answer) => setSent({ phone, resendAt: resendTime(answer) })}
      >
        <button type="button" className={`${buttonSecondary} w-full`} onClick={onCancel}>
          {t('profile.signIn.cancel')}
        </button>
      </NumberStep>
    );
  }
  return (
    <VerifyNumberForm
      phone={sent.phone}
      resendAt={sent.resendAt}
      needsPassword={replacing && profile.has_password}
      onResent={(answer) => setSent({ ...sent, resendAt: resendTime(answer) })}
      onVerified={onVerified}
      onCancel={onCancel}
    />
  );
}
