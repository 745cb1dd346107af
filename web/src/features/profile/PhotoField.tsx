import { useTranslation } from 'react-i18next';
import { buttonSecondary, filePickerButton } from '../../ui/styles';
import { IMAGE_ACCEPT, PROFILE_PHOTO, useImagePicker } from '../../ui/image';
import { Avatar } from './Avatar';
import { describedBy, fieldIds } from './form/fieldIds';
import { FieldError } from '../../ui/form/FieldError';
import { photoFailureKey } from './profileForm';

interface PhotoFieldProps {
  /** The photo in the form: the saved path, a new data URL, or null. */
  value: string | null;
  /** The photo on the server, to tell a new or removed photo from the saved one. */
  saved: string | null;
  name: string;
  error: string | undefined;
  /** Share of the photo upload sent (0..1) while saving, else null. */
  uploadProgress: number | null;
  disabled: boolean;
  onChange: (photo: string | null) => void;
  /** A message key when the chosen file could not be used. */
  onFailure: (messageKey: string) => void;
  onBusyChange: (busy: boolean) => void;
}

const FIELD = 'photo_url';
const percent = (fraction: number) => Math.round(fraction * 100);

/** Choose, preview and remove the profile photo; it is shrunk here before it is sent. */
export function PhotoField({
  value,
  saved,
  name,
  error,
  uploadProgress,
  disabled,
  onChange,
  onFailure,
  onBusyChange,
}: PhotoFieldProps) {
  const { t } = useTranslation();
  const { preparing, onPick } = useImagePicker(PROFILE_PHOTO, {
    onPicked: onChange,
    onFailure: (reason) => onFailure(photoFailureKey(reason)),
    onBusyChange,
  });
  const ids = { ...fieldIds(FIELD), status: 'profile-photo-status' };

  let status: string | null = null;
  let progress: number | null = null;
  if (preparing !== null) {
    progress = preparing;
    status = t('profile.photo.preparing');
  } else if (uploadProgress !== null) {
    progress = uploadProgress;
    status = t('profile.photo.uploading');
  } else if (value !== saved && value) {
    status = t('profile.photo.ready');
  } else if (value !== saved) {
    status = t('profile.photo.willRemove');
  }

  const busy = disabled || preparing !== null;
  return (
    <fieldset aria-describedby={describedBy(FIELD, true, Boolean(error))}>
      <legend className="font-semibold text-ink">{t('profile.photo.label')}</legend>
      <div className="mt-2 flex items-center gap-4">
        <Avatar
          src={value}
          name={name}
          alt={value ? t('profile.photo.alt') : t('profile.photo.none')}
          className="size-24 text-4xl"
        />
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <label className={filePickerButton}>
            {value ? t('profile.photo.change') : t('profile.photo.choose')}
            <input
              id={ids.input}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(FIELD, true, Boolean(error))}
              onChange={(event) => void onPick(event)}
            />
          </label>
          {value ? (
            <button
              type="button"
              className={buttonSecondary}
              disabled={busy}
              onClick={() => onChange(null)}
            >
              {t('profile.photo.remove')}
            </button>
          ) : null}
        </div>
      </div>
      <p id={ids.hint} className="mt-2 text-sm text-ink-muted">
        {t('profile.photo.hint')}
      </p>
      {/* The phase is announced once; the moving percentage is only shown, or a screen
          reader would read every upload tick. */}
      <p id={ids.status} role="status" className="mt-1 text-sm font-medium text-brand-900">
        {status}
      </p>
      {progress !== null ? (
        <div className="mt-1 flex max-w-xs items-center gap-2">
          <progress
            className="h-2 flex-1 appearance-none overflow-hidden rounded-full bg-brand-100 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-brand-100 [&::-webkit-progress-value]:bg-brand-700"
            max={100}
            value={percent(progress)}
            aria-labelledby={ids.status}
          />
          <span aria-hidden="true" className="w-10 text-right text-sm tabular-nums text-ink-muted">
            {percent(progress)}%
          </span>
        </div>
      ) : null}
      <FieldError id={ids.error} message={error} live />
    </fieldset>
  );
}
