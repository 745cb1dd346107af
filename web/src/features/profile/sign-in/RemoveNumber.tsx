import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../../ui/form/ErrorSummary';
import { lazyResolver } from '../../../ui/form/lazyResolver';
import { buttonDanger, buttonSecondary } from '../../../ui/styles';
import { NoticeAlert } from '../../auth/components/NoticeAlert';
import { PasswordField } from '../../auth/components/PasswordField';
import { removeNumberFailure } from '../../auth/phone/failures';
import { useFormFeedback } from '../../auth/useFormFeedback';
import type { OwnProfile } from '../types';
import { removeSignInNumber } from './api';

const validation = lazyResolver(() =>
  import('./resolvers').then((module) => module.removeNumberResolver),
);

/** Removing the sign-in number: with the password when the account has one. */
export function RemoveNumber({
  profile,
  onRemoved,
  onCancel,
}: {
  profile: OwnProfile;
  onRemoved: (profile: OwnProfile) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ password?: string }>({
    resolver: validation.resolver,
    defaultValues: profile.has_password ? { password: '' } : {},
    shouldFocusError: false,
  });
  const feedback = useFormFeedback(form, [{ name: 'password', id: 'remove-number-password' }]);

  const submit = form.handleSubmit(async ({ password }) => {
    feedback.setNotice(null);
    try {
      onRemoved(await removeSignInNumber(password));
    } catch (error) {
      feedback.showFailure(removeNumberFailure(error));
    }
  }, feedback.onInvalid);

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      onFocusCapture={validation.preload}
      className="space-y-4"
    >
      <p className="text-ink">{t('profile.signIn.removeExplain')}</p>
      <ErrorSummary items={feedback.summary} focusKey={feedback.summaryFocus} />
      {feedback.notice ? <NoticeAlert notice={feedback.notice} /> : null}
      {profile.has_password ? (
        <PasswordField
          id="remove-number-password"
          label={t('profile.signIn.currentPassword')}
          autoComplete="current-password"
          autoFocus
          error={feedback.errorOf('password')}
          {...form.register('password')}
        />
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          className={`${buttonDanger} sm:flex-1`}
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? t('profile.signIn.removing') : t('profile.signIn.remove')}
        </button>
        <button type="button" className={`${buttonSecondary} sm:flex-1`} onClick={onCancel}>
          {t('profile.signIn.cancel')}
        </button>
      </div>
    </form>
  );
}
