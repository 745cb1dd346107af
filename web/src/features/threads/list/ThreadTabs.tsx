import { useTabKeys } from '../../../ui/tabs/useTabKeys';
import { useTranslation } from 'react-i18next';
import { THREAD_TABS, type ThreadTab } from '../types';

export const THREADS_PANEL_ID = 'threads-panel';
export const tabId = (tab: ThreadTab) => `threads-tab-${tab}`;

const LABEL_KEYS = {
  all: 'threads.tabs.all',
  unread: 'threads.tabs.unread',
  completed: 'threads.tabs.completed',
} as const satisfies Record<ThreadTab, string>;

interface ThreadTabsProps {
  value: ThreadTab;
  unreadCount: number;
  onChange: (tab: ThreadTab) => void;
}

/** All, Unread, Completed as ARIA tabs: one tab stop, arrow keys move between them. */
export function ThreadTabs({ value, unreadCount, onChange }: ThreadTabsProps) {
  const { t } = useTranslation();
  const { onKeyDown, tabRef } = useTabKeys(THREAD_TABS, value, onChange);

  return (
    <div
      role="tablist"
      aria-label={t('threads.tabs.label')}
      onKeyDown={onKeyDown}
      className="flex gap-1 rounded-xl bg-brand-50 p-1"
    >
      {THREAD_TABS.map((tab) => {
        const selected = tab === value;
        const count = tab === 'unread' ? unreadCount : 0;
        return (
          <button
            key={tab}
            ref={tabRef(tab)}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={THREADS_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`inline-flex min-h-11 flex-auto items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap sm:text-base ${
              selected ? 'bg-white text-brand-900 shadow-sm' : 'text-ink-muted hover:text-brand-900'
            }`}
          >
            {t(LABEL_KEYS[tab])}
            {count > 0 ? (
              <>
                <span
                  aria-hidden="true"
                  className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent-700 px-1.5 text-xs leading-5 font-bold text-white"
                >
                  {count > 99 ? '99+' : count}
                </span>
                <span className="sr-only">({t('threads.tabs.unreadCount', { count })})</span>
              </>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
