import { useTranslation } from 'react-i18next';
import type { ToastKind } from './toastContext';

export interface ToastItem {
  id: number;
  message: string;
  kind: ToastKind;
}

const KIND_CLASSES: Record<ToastKind, string> = {
  success: 'bg-brand-800 text-white',
  error: 'bg-danger-700 text-white',
  info: 'bg-ink text-white',
};

/**
 * Always rendered, even when empty: screen readers only announce changes inside a live
 * region that already existed before the change.
 */
export function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: ToastItem[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('toast.region')}
      className="dark-surface pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 px-3 pb-[max(1rem,env(safe-area-inset-bottom))]"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          data-kind={item.kind}
          className={`pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-xl py-1 pr-1 pl-4 shadow-lg ${KIND_CLASSES[item.kind]}`}
        >
          <p className="flex-1 py-2">{item.message}</p>
          <button
            type="button"
            onClick={() => onDismiss(item.id)}
            aria-label={t('toast.dismiss')}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-white/15"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
