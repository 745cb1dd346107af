import { useEffect, useId, useRef } from 'react';
import { buttonDanger, buttonPrimary, buttonSecondary } from './styles';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' paints the confirm button red, for actions that destroy something. */
  tone?: 'default' | 'danger';
}

/**
 * A modal yes/no question on the native <dialog>: the browser traps focus, closes it on
 * Escape and restores focus afterwards, with no library and no window.confirm (which some
 * in-app browsers block).
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'default',
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      // Escape fires 'cancel'; keep React's `open` prop the source of truth.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // A tap on the backdrop (the dialog element itself, outside the panel) cancels.
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancel();
      }}
      className="m-auto w-[min(26rem,calc(100%-2rem))] rounded-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="p-5">
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <p id={messageId} className="mt-2">
          {message}
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonSecondary} onClick={onCancel} autoFocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={tone === 'danger' ? buttonDanger : buttonPrimary}
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
