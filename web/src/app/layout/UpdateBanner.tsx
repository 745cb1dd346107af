import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServiceWorker } from '../../pwa/useServiceWorker';
import { buttonAccent } from '../../ui/styles';

/**
 * A new release is installed and waiting: it starts only when the user says so, so a page
 * never mixes old and new code. Reload hands over to the new service worker, which reloads.
 */
export function UpdateBanner() {
  const { t } = useTranslation();
  const { updateWaiting, reload, dismiss } = useServiceWorker();
  const [reloading, setReloading] = useState(false);
  return (
    <div role="status">
      {updateWaiting ? (
        <div className="dark-surface bg-ink text-white">
          <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:px-4">
            <p className="min-w-48 flex-1 font-medium">{t('pwa.updateReady')}</p>
            <div className="ml-auto flex gap-2">
              <button
                type="button"
                className="inline-flex min-h-11 items-center rounded-lg px-3 font-semibold underline underline-offset-2 hover:bg-white/15"
                onClick={dismiss}
              >
                {t('pwa.notNow')}
              </button>
              <button
                type="button"
                className={buttonAccent}
                disabled={reloading}
                onClick={() => {
                  setReloading(true);
                  void reload();
                }}
              >
                {t('pwa.reload')}
              </button>
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
