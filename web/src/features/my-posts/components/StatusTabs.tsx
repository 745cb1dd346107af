import { useTabKeys } from '../../../ui/tabs/useTabKeys';
import { useTranslation } from 'react-i18next';
import { MY_POSTS_TABS, type MyPostsTab } from '../myPostsParams';

export const tabId = (tab: MyPostsTab) => `myposts-tab-${tab}`;
export const PANEL_ID = 'myposts-panel';
const MY_POSTS_KEYS = MY_POSTS_TABS.map((tab) => tab.key);

/**
 * Active, Completed, Canceled as ARIA tabs: one tab stop, Left and Right (Home, End) move
 * and select, as in the WAI-ARIA tabs pattern with automatic activation.
 */
export function StatusTabs({
  value,
  onChange,
}: {
  value: MyPostsTab;
  onChange: (tab: MyPostsTab) => void;
}) {
  const { t } = useTranslation();
  const { onKeyDown, tabRef } = useTabKeys(MY_POSTS_KEYS, value, onChange);

  return (
    <div
      role="tablist"
      aria-label={t('myPosts.tabs.label')}
      onKeyDown={onKeyDown}
      className="flex border-b border-brand-200"
    >
      {MY_POSTS_TABS.map((tab) => {
        const selected = tab.key === value;
        return (
          <button
            key={tab.key}
            ref={tabRef(tab.key)}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={selected}
            aria-controls={PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key)}
            className={`-mb-px min-h-11 flex-1 border-b-4 px-2 text-center font-semibold sm:flex-none sm:px-5 ${
              selected
                ? 'border-brand-700 text-brand-900'
                : 'border-transparent text-ink-muted hover:border-brand-200 hover:text-ink'
            }`}
          >
            {t(`myPosts.tabs.${tab.key}`)}
          </button>
        );
      })}
    </div>
  );
}
