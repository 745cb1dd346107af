import { createContext, useContext } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastOptions {
  kind?: ToastKind;
  /** How long the toast stays, in ms; SPEC §9 default is TOAST_MS (3 s). */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a message in the toast area at the bottom; returns its id. */
  toast: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
