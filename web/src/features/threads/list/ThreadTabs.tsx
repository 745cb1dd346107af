import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { TabList } from '../../../ui/tabs/Tabs';
import { THREAD_TABS, type ThreadTab } from '../types';

/** Shared by the tabs and the panel they control. */
export const THREAD_TABS_ID = 'threads';

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

/** All, Unread (with how many), Completed. */
export function ThreadTabs({ value, unreadCount, onChange }: ThreadTabsProps) {
  const { t } = useTranslation();
  return (
    <TabList
      label={t('threads.tabs.label')}
      tabs={THREAD_TABS}
      value={value}
      onChange={onChange}
      idPrefix={THREAD_TABS_ID}
      variant="segmented"
    >
      {(tab) => (
        <>
          {t(LABEL_KEYS[tab])}
          {tab === 'unread' ? (
            <CountBadge
              count={unreadCount}
              label={t('threads.tabs.unreadCount', { count: unreadCount })}
              tone="onLight"
            />
          ) : null}
        </>
      )}
    </TabList>
  );
}
