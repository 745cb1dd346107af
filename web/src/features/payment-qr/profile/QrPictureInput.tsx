import { IMAGE_ACCEPT } from '../../../ui/image';
import { filePickerButton } from '../../../ui/styles';
import { useTranslation } from 'react-i18next';

export interface ChosenPicture {
  name: string;
  dataUrl: string;
}

/**
 * The picture of the QR: a file chooser (the phone offers its screenshots and its camera), and
 * the chosen picture shown back, so the seller sees that it is the QR they meant.
 */
export function QrPictureInput({
  id,
  picture,
  preparing,
  describedBy,
  invalid,
  onPick,
}: {
  id: string;
  picture: ChosenPicture | null;
  preparing: boolean;
  describedBy: string;
  invalid: boolean;
  onPick: (file: File) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      {picture ? (
        <img
          src={picture.dataUrl}
          alt={t('paymentQr.form.previewAlt')}
          className="size-28 rounded-lg border border-brand-100 bg-white object-contain"
        />
      ) : null}
      <div className="min-w-0 flex-1 space-y-1">
        <label className={filePickerButton}>
          {picture ? t('paymentQr.form.chooseAnother') : t('paymentQr.form.choose')}
          <input
            id={id}
            type="file"
            accept={IMAGE_ACCEPT}
            className="sr-only"
            disabled={preparing}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // The same file chosen again after a refusal must still count as a choice.
              event.target.value = '';
              if (file) onPick(file);
            }}
          />
        </label>
        <p role="status" className="text-sm break-all text-ink-muted">
          {preparing
            ? t('paymentQr.form.checking')
            : picture
              ? t('paymentQr.form.chosen', { name: picture.name })
              : null}
        </p>
      </div>
    </div>
  );
}
