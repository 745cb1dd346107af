import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_SEARCH_RANGE_KM, DISPLAY_NAME_MAX, FACEBOOK_USERNAME_MAX } from '@core/constants';
import { MESSAGE_KEY, profileBody, type ProfileBody, type ProfileFormInput } from '@core/schemas';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { useSession } from '../../app/session';
import { Spinner } from '../../ui/Spinner';
import { buttonPrimary } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { ErrorSummary, type SummaryItem } from '../../ui/form/ErrorSummary';
import { textLimit } from '../../ui/form/textLimit';
import { fieldIds } from './form/fieldIds';
import { TextField } from './form/TextField';
import { PhotoField } from './PhotoField';
import {
  bodyToSend,
  fieldErrorsFromSaveError,
  formValuesFromProfile,
  isRateLimited,
  PROFILE_FIELDS,
  sendsNewPhoto,
  type ProfileField,
} from './profileForm';
import { useSaveProfile } from './queries';
import { SearchRangeField } from './SearchRangeField';
import { ShowContactField } from './ShowContactField';
import type { OwnProfile } from './types';
import { useValidationMessage } from '../../ui/form/useValidationMessage';

const sectionTitle = 'text-lg font-bold text-brand-900';

/** The settings form: the shared profileBody schema checks it here and on the server. */
export function ProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const { toast, dismiss } = useToast();
  const { signOut } = useSession();
  const message = useValidationMessage();
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  // Counts failed submits: the summary shows from the first and takes focus after each.
  const [summaryFocus, setSummaryFocus] = useState(0);
  // A retry that works must not leave the earlier 'Failed to save' toast next to its success.
  const failureToast = useRef<number | null>(null);
  const save = useSaveProfile(setUploadProgress);

  // Typed with the schema's own input so the resolver fits; the values always have the
  // full ProfileFormValues shape because the defaults do.
  const form = useForm<ProfileFormInput, unknown, ProfileBody>({
    resolver: zodResolver(profileBody),
    defaultValues: formValuesFromProfile(profile),
    // The error summary takes focus instead of the first field (see focusSummary).
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, setError, clearErrors, setValue, reset, control } =
    form;
  // Read during render: formState is a proxy that only tracks what render reads.
  const { errors, isDirty } = formState;

  const focusSummary = () => setSummaryFocus((count) => count + 1);
  const labels: Record<ProfileField, string> = {
    photo_url: t('profile.photo.label'),
    display_name: t('profile.form.displayName'),
    search_range_km: t('profile.form.searchRange'),
    whatsapp_number: t('profile.form.whatsapp'),
    facebook_username: t('profile.form.facebook'),
    show_contact_on_posts: t('profile.form.showContact'),
  };
  const errorOf = (field: ProfileField) => message(errors[field]?.message);
  const summary: SummaryItem[] = PROFILE_FIELDS.flatMap((field) => {
    const text = errorOf(field);
    return text ? [{ fieldId: fieldIds(field).input, text: `${labels[field]}: ${text}` }] : [];
  });

  const onValid = (parsed: ProfileBody) => {
    if (!isDirty) {
      toast(t('profile.form.noChanges'));
      return;
    }
    if (failureToast.current !== null) dismiss(failureToast.current);
    const body = bodyToSend(parsed, profile.photo_url);
    setUploadProgress(sendsNewPhoto(body) ? 0 : null);
    save.mutate(body, {
      onSuccess: (saved) => {
        reset(formValuesFromProfile(saved));
        setSummaryFocus(0);
        toast(t('profile.form.saved'), { kind: 'success' });
      },
      onError: (error) => {
        // The session ended elsewhere (or was revoked): the app's rule is to go home.
        if (isApiError(error) && error.status === 401) return signOut();
        if (isRateLimited(error)) {
          failureToast.current = toast(t('profile.form.rateLimited'), { kind: 'error' });
          return;
        }
        const fields = fieldErrorsFromSaveError(error);
        if (!fields) {
          failureToast.current = toast(t('profile.form.failed'), { kind: 'error' });
          return;
        }
        for (const field of PROFILE_FIELDS) {
          const key = fields[field];
          if (key) setError(field, { type: 'server', message: key });
        }
        focusSummary();
      },
      onSettled: () => setUploadProgress(null),
    });
  };

  // useWatch rather than watch(): the React Compiler can still memoise this component.
  const [photoValue, displayName, searchRange] = useWatch({
    control,
    name: ['photo_url', 'display_name', 'search_range_km'],
  });
  const photo = photoValue ?? null;
  const saving = save.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, focusSummary)(event)}
      aria-labelledby="profile-form-title"
      className="mt-6 space-y-6"
    >
      {summaryFocus > 0 ? <ErrorSummary items={summary} focusKey={summaryFocus} /> : null}

      <section className="space-y-5 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
        <h2 id="profile-form-title" className={sectionTitle}>
          {t('profile.form.heading')}
        </h2>
        <PhotoField
          value={photo}
          saved={profile.photo_url}
          name={displayName || profile.username}
          error={errorOf('photo_url')}
          uploadProgress={uploadProgress}
          disabled={saving}
          onChange={(next) => {
            clearErrors('photo_url');
            setValue('photo_url', next, { shouldDirty: true });
          }}
          onFailure={(key) => setError('photo_url', { type: 'photo', message: key })}
          onBusyChange={setPhotoBusy}
        />
        <TextField
          label={labels.display_name}
          hint={t('profile.form.displayNameHint')}
          error={
            // Past the limit it says so at once; nothing typed is cut off.
            textLimit(displayName ?? '', DISPLAY_NAME_MAX).over
              ? message(MESSAGE_KEY.displayNameTooLong)
              : errorOf('display_name')
          }
          registration={register('display_name')}
          counter={{ text: displayName ?? '', max: DISPLAY_NAME_MAX }}
          autoComplete="nickname"
        />
        <SearchRangeField
          value={searchRange ?? DEFAULT_SEARCH_RANGE_KM}
          error={errorOf('search_range_km')}
          registration={register('search_range_km', { valueAsNumber: true })}
        />
      </section>

      <section className="space-y-5 rounded-2xl border border-brand-100 bg-white p-4 sm:p-6">
        <div>
          <h2 className={sectionTitle}>{t('profile.form.contactHeading')}</h2>
          <p className="mt-1 text-ink-muted">{t('profile.form.contactIntro')}</p>
        </div>
        <TextField
          label={labels.whatsapp_number}
          hint={t('profile.form.whatsappHint')}
          error={errorOf('whatsapp_number')}
          registration={register('whatsapp_number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          label={labels.facebook_username}
          hint={t('profile.form.facebookHint')}
          error={errorOf('facebook_username')}
          registration={register('facebook_username')}
          maxLength={FACEBOOK_USERNAME_MAX}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <ShowContactField registration={register('show_contact_on_posts')} />
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonPrimary} disabled={saving || photoBusy}>
          {saving ? t('profile.form.saving') : t('profile.form.save')}
        </button>
        {saving ? <Spinner label={t('profile.form.saving')} /> : null}
      </div>
    </form>
  );
}
