import { useTabKeys } from '../../../ui/tabs/useTabKeys';
import { useTranslation } from 'react-i18next';
import { ADMIN_TABS, type AdminTab } from '../adminParams';
import { useNewCount } from '../queries';

export const tabId = (tab: AdminTab) => `admin-tab-${tab}`;
export const PANEL_ID = 'admin-panel';

/**
 * Reports, Feedback, Posts, Users, Log as ARIA tabs (automatic activation; Left, Right, Home,
 * End move). Reports and Feedback carry how many items are new. Wraps to a second row on phones, so every tab stays in sight.
 */
export function AdminTabs({
  value,
  onChange,
}: {
  value: AdminTab;
  onChange: (tab: AdminTab) => void;
}) {
  const { t } = useTranslation();
  const counts: Partial<Record<AdminTab, number>> = {
    reports: useNewCount('reports'),
    feedback: useNewCount('feedback'),
  };
  const { onKeyDown, tabRef } = useTabKeys(ADMIN_TABS, value, onChange);

  return (
    <div
      role="tablist"
      aria-label={t('admin.tabs.label')}
      onKeyDown={onKeyDown}
      className="flex flex-wrap border-b border-brand-200"
    >
      {ADMIN_TABS.map((tab) => {
        const selected = tab === value;
        const count = counts[tab] ?? 0;
        return (
          <button
            key={tab}
            ref={tabRef(tab)}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-4 px-3 font-semibold whitespace-nowrap sm:px-5 ${
              selected
                ? 'border-brand-700 text-brand-900'
                : 'border-transparent text-ink-muted hover:border-brand-200 hover:text-ink'
            }`}
          >
            {t(`admin.tabs.${tab}`)}
            {count > 0 ? (
              <span className="rounded-full bg-accent-700 px-2 text-sm leading-6 text-white">
                <span aria-hidden="true">{count}</span>
                <span className="sr-only">{t('admin.newCount', { count })}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
