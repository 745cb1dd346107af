import { useTranslation } from 'react-i18next';
import { setLowData, useLowData } from './lowDataSetting';

/**
 * The header menu's switch for low-data mode, where it can be flipped from any page (the
 * profile page needs an account). Part of every page's first download: keep it this small.
 */
export function LowDataMenuItem({ className }: { className: string }) {
  const { t } = useTranslation();
  const on = useLowData();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setLowData(!on)}
      title={t('lowData.menu')}
      className={`${className} cursor-pointer justify-between gap-3 xl:gap-1.5`}
    >
      {/* The desktop row is full already: there an icon stands for the words. */}
      <span className="xl:sr-only">{t('lowData.menu')}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="hidden size-5 xl:block"
      >
        <path d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3" />
      </svg>
      <span
        aria-hidden="true"
        className={`rounded-full px-2 py-0.5 text-xs font-bold ${on ? 'bg-accent-300 text-brand-900' : 'bg-white/15 text-white'}`}
      >
        {on ? t('lowData.on') : t('lowData.off')}
      </span>
    </button>
  );
}
