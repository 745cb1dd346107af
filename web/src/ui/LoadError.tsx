import { useTranslation } from 'react-i18next';
import { buttonSecondary } from './styles';

interface LoadErrorProps {
  /** What could not be loaded, in the reader's words. */
  message: string;
  onRetry: () => void;
  /** While a retry is on its way the button waits, so a slow network gets one request. */
  busy?: boolean;
  className?: string;
}

/** A list or page that could not be loaded: says so, and offers to try again. */
export function LoadError({ message, onRetry, busy = false, className = 'mt-3' }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={`rounded-xl border border-danger-200 bg-danger-50 p-4 ${className}`}
    >
      <p className="text-danger-800">{message}</p>
      <button type="button" className={`${buttonSecondary} mt-3`} onClick={onRetry} disabled={busy}>
        {t('common.retry')}
      </button>
    </div>
  );
}
