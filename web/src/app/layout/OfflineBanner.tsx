import { useTranslation } from 'react-i18next';
import { useOnline } from '../../pwa/useOnline';

/**
 * "You are offline" under the header while the browser has no network. The live region is
 * always there (empty when online) so screen readers announce the change when it comes.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status">
      {online ? null : (
        <div className="border-b border-accent-200 bg-accent-50 text-ink">
          <p className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-2 font-medium sm:px-4">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none">
              <path
                d="M3 3l18 18M8.5 8.6A5 5 0 0 0 6 18h11m3.2-1.6A4 4 0 0 0 17 10h-.3A6 6 0 0 0 10.6 6"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('pwa.offline')}
          </p>
        </div>
      )}
    </div>
  );
}
