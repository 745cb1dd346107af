import { useTranslation } from 'react-i18next';
import { buttonPrimary, buttonSecondary } from '../styles';

interface FormActionsProps {
  onCancel: () => void;
  /** The submit button's words, and its words while the form is being sent. */
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Besides while sending: e.g. nothing to save yet. */
  disabled?: boolean;
  cancelLabel?: string;
  autoFocusSubmit?: boolean;
}

/** A sheet's Cancel and submit buttons, right-aligned; the submit one says when it is busy. */
export function FormActions({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  disabled = false,
  cancelLabel,
  autoFocusSubmit = false,
}: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className={buttonSecondary} onClick={onCancel}>
        {cancelLabel ?? t('common.cancel')}
      </button>
      <button
        type="submit"
        className={buttonPrimary}
        disabled={disabled || pending}
        aria-busy={pending}
        autoFocus={autoFocusSubmit}
      >
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
