import { formatPhilippineMobile } from '@core/phone';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonSecondary } from '../../../ui/styles';
import { profileKeys } from '../queries';
import type { OwnProfile } from '../types';
import { AddEmail } from './AddEmail';
import { LinkNumber } from './LinkNumber';
import { RemoveNumber } from './RemoveNumber';
import { useProfileSaved } from './useProfileSaved';
import '../../auth/strings';

type Panel = 'linkNumber' | 'removeNumber' | 'addEmail' | null;
type Done = 'verified' | 'removed' | 'emailSent' | null;

const row = 'grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={row}>
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * Username, e-mail and the mobile number that signs in: shown, and the two ways in added,
 * changed or removed here (the username is permanent, SPEC §3). Either way in may be the only
 * one, so the number is removable only while an e-mail is there to sign in with.
 */
export function AccountDetails({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saveProfile = useProfileSaved();
  const [panel, setPanel] = useState<Panel>(null);
  const [done, setDone] = useState<Done>(null);
  const open = (next: Panel) => {
    setDone(null);
    setPanel(next);
  };
  const finish = (outcome: Done, profileNow?: OwnProfile) => {
    if (profileNow) saveProfile(profileNow);
    setPanel(null);
    setDone(outcome);
  };
  const number = profile.phone_verified ? profile.login_phone : null;

  return (
    <section
      aria-labelledby="account-title"
      className="mt-6 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6"
    >
      <h2 id="account-title" className="text-lg font-bold text-brand-900">
        {t('profile.account.heading')}
      </h2>
      <dl className="mt-3 space-y-4">
        <Row label={t('profile.account.username')}>
          <span className="font-medium break-all text-ink">@{profile.username}</span>
          <span className="block text-sm text-ink-muted">{t('profile.account.usernameHint')}</span>
        </Row>
        <Row label={t('profile.signIn.number')}>
          {number ? (
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-ink">{formatPhilippineMobile(number)}</span>
              <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-900">
                {t('profile.signIn.verified')}
              </span>
            </span>
          ) : (
            <span className="text-ink-muted">{t('profile.signIn.noNumber')}</span>
          )}
          <span className="block text-sm text-ink-muted">{t('profile.signIn.numberHint')}</span>
          {panel === 'linkNumber' ? (
            <div className="mt-3">
              <LinkNumber
                profile={profile}
                onVerified={(saved) => finish('verified', saved)}
                onCancel={() => setPanel(null)}
              />
            </div>
          ) : panel === 'removeNumber' ? (
            <div className="mt-3">
              <RemoveNumber
                profile={profile}
                onRemoved={(saved) => finish('removed', saved)}
                onCancel={() => setPanel(null)}
              />
            </div>
          ) : (
            <div className="mt-2 flex flex-wrap gap-2">
              <button type="button" className={buttonSecondary} onClick={() => open('linkNumber')}>
                {number ? t('profile.signIn.change') : t('profile.signIn.add')}
              </button>
              {/* The number cannot go while it is the only way in. */}
              {number && profile.email ? (
                <button
                  type="button"
                  className={buttonSecondary}
                  onClick={() => open('removeNumber')}
                >
                  {t('profile.signIn.remove')}
                </button>
              ) : null}
            </div>
          )}
        </Row>
        <Row label={t('profile.account.email')}>
          {profile.email ? (
            <>
              <span className="font-medium break-all text-ink">{profile.email}</span>
              <span className="block text-sm text-ink-muted">{t('profile.account.emailHint')}</span>
            </>
          ) : (
            <>
              <span className="text-ink-muted">{t('profile.signIn.noEmail')}</span>
              <span className="block text-sm text-ink-muted">{t('profile.signIn.emailWhy')}</span>
              {panel === 'addEmail' ? (
                <div className="mt-3">
                  <AddEmail
                    hasPassword={profile.has_password}
                    onCancel={() => setPanel(null)}
                    onSent={() => {
                      finish('emailSent');
                      void queryClient.invalidateQueries({ queryKey: profileKeys.own });
                    }}
                  />
                </div>
              ) : (
                <button
                  type="button"
                  className={`${buttonSecondary} mt-2`}
                  onClick={() => open('addEmail')}
                >
                  {t('profile.signIn.addEmail')}
                </button>
              )}
            </>
          )}
        </Row>
      </dl>
      {/* Always there, so what it says appearing moves nothing below it. */}
      <p role="status" className="mt-3 min-h-6 font-semibold text-brand-800">
        {done ? t(`profile.signIn.done.${done}`) : null}
      </p>
    </section>
  );
}
