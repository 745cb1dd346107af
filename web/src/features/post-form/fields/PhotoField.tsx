import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../../api/client';
import { IMAGE_ACCEPT, POST_PHOTO, useImagePicker } from '../../../ui/image';
import { buttonSecondary, filePickerButton } from '../../../ui/styles';
import { describedBy, fieldIds } from '../form/fieldIds';
import { FieldError } from '../../../ui/form/FieldError';
import { hintClass } from '../form/styles';
import { photoView, type SavedPhoto } from '../photoState';
import { photoFailureKey } from '../saveErrors';
import { ProgressLine } from './ProgressLine';

interface PhotoFieldProps {
  /** The form's images value (see PostFormValues.images). */
  images: string[] | undefined;
  saved: SavedPhoto;
  error: string | undefined;
  /** Share of the upload sent (0..1) while saving with a new photo, else null. */
  uploadProgress: number | null;
  disabled: boolean;
  onChange: (images: string[] | undefined) => void;
  /** A message key when the chosen file could not be used. */
  onFailure: (messageKey: string) => void;
  onBusyChange: (busy: boolean) => void;
}

const FIELD = 'images';
// Phones get a direct camera button; on a desktop it would only open the files again.
// The button styles set display, so the camera button swaps it rather than adding 'hidden'.
const cameraClass = filePickerButton.replace('inline-flex', 'hidden pointer-coarse:inline-flex');

/** One photo: choose or take it, preview, remove; shrunk on the phone before it is sent. */
export function PhotoField(props: PhotoFieldProps) {
  const { images, saved, error, uploadProgress, disabled, onChange, onFailure, onBusyChange } =
    props;
  const { t } = useTranslation();
  const { preparing, onPick } = useImagePicker(POST_PHOTO, {
    onPicked: (dataUrl) => onChange([dataUrl]),
    onFailure: (reason) => onFailure(photoFailureKey(reason)),
    onBusyChange,
  });
  const ids = fieldIds(FIELD);
  const statusId = `${ids.input}-status`;
  const view = photoView(images, saved);

  let status: string | null = null;
  let progress: number | null = null;
  if (preparing !== null) {
    progress = preparing;
    status = t('postForm.photo.preparing');
  } else if (uploadProgress !== null) {
    progress = uploadProgress;
    status = t('postForm.photo.uploading');
  } else if (view.note) {
    status = t(`postForm.photo.notes.${view.note}`);
  }

  const busy = disabled || preparing !== null;
  const describe = describedBy(FIELD, { hint: true, error: Boolean(error), extra: [statusId] });
  const input = (extra: { id?: string; capture?: 'environment' }) => (
    <input
      {...extra}
      type="file"
      accept={IMAGE_ACCEPT}
      className="sr-only"
      disabled={busy}
      aria-invalid={error ? true : undefined}
      aria-describedby={describe}
      onChange={(event) => void onPick(event)}
    />
  );

  return (
    <fieldset>
      <legend className="font-semibold text-ink">{t('postForm.photo.label')}</legend>
      <p id={ids.hint} className={hintClass}>
        {t('postForm.photo.hint')}
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex aspect-[4/3] w-full max-w-xs shrink-0 items-center justify-center overflow-hidden rounded-xl border border-brand-100 bg-brand-50">
          {view.shown ? (
            <img
              src={mediaUrl(view.shown)}
              alt={view.isNew ? t('postForm.photo.newAlt') : t('postForm.photo.currentAlt')}
              className="size-full object-cover"
            />
          ) : (
            <span className="p-4 text-center text-sm text-ink-muted">
              {t('postForm.photo.none')}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2 sm:flex-col">
          <label className={filePickerButton}>
            {view.shown ? t('postForm.photo.change') : t('postForm.photo.choose')}
            {input({ id: ids.input })}
          </label>
          <label className={cameraClass}>
            {t('postForm.photo.take')}
            {input({ capture: 'environment' })}
          </label>
          {view.shown ? (
            <button
              type="button"
              className={buttonSecondary}
              disabled={busy}
              onClick={() => onChange([])}
            >
              {t('postForm.photo.remove')}
            </button>
          ) : null}
          {view.canRestore ? (
            <button
              type="button"
              className={buttonSecondary}
              disabled={busy}
              onClick={() => onChange(undefined)}
            >
              {t('postForm.photo.keep')}
            </button>
          ) : null}
        </div>
      </div>
      {/* The phase is announced once; the moving percentage is only shown, or a screen
          reader would read out every tick of the upload. */}
      <p id={statusId} role="status" className="mt-2 text-sm font-medium text-brand-900">
        {status}
      </p>
      {progress !== null ? <ProgressLine fraction={progress} labelledBy={statusId} /> : null}
      <FieldError id={ids.error} message={error} live />
    </fieldset>
  );
}
