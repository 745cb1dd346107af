import { useEffect, useRef, type ReactNode } from 'react';

interface SheetProps {
  /** The id of the sheet's heading, which names the dialog. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A sheet from the bottom on a phone, a centred box on wide screens, on the native <dialog>:
 * the browser keeps focus inside, closes it on Escape and gives focus back afterwards.
 * Mounted only while open.
 */
export function Sheet({ labelledBy, onClose, children }: SheetProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="mx-auto mt-auto mb-0 max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-ink shadow-xl backdrop:bg-black/50 sm:m-auto sm:w-[min(30rem,calc(100%-2rem))] sm:rounded-2xl"
    >
      <div className="space-y-4 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:p-5">
        {children}
      </div>
    </dialog>
  );
}
