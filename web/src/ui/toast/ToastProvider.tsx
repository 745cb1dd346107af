import { TOAST_MS } from '@core/constants';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ToastApi, type ToastKind } from './toastContext';
import { ToastRegion, type ToastItem } from './ToastRegion';

/** Holds the visible toasts and their timers; renders the live region once for the app. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((item) => item.id !== id));
  }, []);

  const toast = useCallback<ToastApi['toast']>(
    (message, options = {}) => {
      const id = nextId.current++;
      const kind: ToastKind = options.kind ?? 'info';
      // The same message twice in a row (a double tap) shows once.
      setToasts((current) => [
        ...current.filter((item) => item.message !== message),
        { id, message, kind },
      ]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options.durationMs ?? TOAST_MS),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}
