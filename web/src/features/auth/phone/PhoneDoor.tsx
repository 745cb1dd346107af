import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { JUST_SIGNED_IN, returnPath } from '../../../app/guards';
import { useSession } from '../../../app/session';
import { useToast } from '../../../ui/toast';
import type { SessionGrant } from '../api';
import { isNewNumber, verifySignInCode, type CodeSent } from './api';
import { CodeStep } from './CodeStep';
import { verifyFailure } from './failures';
import { NumberStep } from './NumberStep';
import { ProfileStep } from './ProfileStep';

type Step =
  | { name: 'number' }
  | { name: 'code'; phone: string; resendAt: number }
  | { name: 'profile'; phone: string; signupToken: string };

const resendTime = (sent: CodeSent) => Date.now() + sent.resend_after_s * 1000;

/**
 * Signing in or up with a mobile number: the number, the code from the SMS, and for a number
 * without an account a username. Login and sign-up share it: the server, not the page, knows
 * whether the number has an account, and says so only once the code proves it is theirs.
 */
export function PhoneDoor({ purpose }: { purpose: 'login' | 'signup' }) {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [lastPhone, setLastPhone] = useState('');

  const enter = (grant: SessionGrant & { deletion_canceled?: boolean }, created: boolean) => {
    signIn(grant.token, grant.user);
    if (grant.deletion_canceled) {
      // As at e-mail login: two sentences to read, longer than the 3 s default.
      toast(t('auth.login.deletion_canceled'), { kind: 'success', durationMs: 8000 });
    } else {
      toast(t(created ? 'auth.phone.welcome' : 'auth.login.success'), { kind: 'success' });
    }
    // Like the e-mail door: on to where the person was going (?next=, the gated page).
    navigate(returnPath(location), { replace: true, state: JUST_SIGNED_IN });
  };

  const startOver = () => setStep({ name: 'number' });

  switch (step.name) {
    case 'number':
      return (
        <NumberStep
          idPrefix={purpose}
          initialPhone={lastPhone}
          submitLabel={t('auth.phone.sendCode')}
          onSent={(phone, sent) => {
            setLastPhone(phone);
            setStep({ name: 'code', phone, resendAt: resendTime(sent) });
          }}
        />
      );
    case 'code':
      return (
        <CodeStep
          idPrefix={purpose}
          phone={step.phone}
          resendAt={step.resendAt}
          submitLabel={t('auth.phone.verify')}
          verify={async (code) => {
            const result = await verifySignInCode(step.phone, code);
            if (isNewNumber(result)) {
              setStep({ name: 'profile', phone: step.phone, signupToken: result.signup_token });
            } else {
              enter(result, false);
            }
          }}
          failureOf={verifyFailure}
          onResent={(sent) => setStep({ ...step, resendAt: resendTime(sent) })}
          onChangeNumber={startOver}
        />
      );
    case 'profile':
      return (
        <ProfileStep
          signupToken={step.signupToken}
          onCreated={(grant) => enter(grant, true)}
          onStartOver={startOver}
        />
      );
  }
}
