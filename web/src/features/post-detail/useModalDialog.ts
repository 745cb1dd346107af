import { useEffect, useRef } from 'react';

/**
 * Opens and closes a native <dialog> as a modal from React state. The browser traps focus
 * and turns Escape into a 'cancel' event; focus goes back to whatever opened the dialog
 * (done here too, because not every WebView restores it).
 */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && returnFocusTo.current) {
      returnFocusTo.current.focus();
      returnFocusTo.current = null;
    }
  }, [open]);

  return dialogRef;
}
