import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { TabList } from '../../../ui/tabs/Tabs';
import { ADMIN_TABS, type AdminTab } from '../adminParams';
import { useNewCount } from '../queries';

/** Shared by the tabs and the panel they control. */
export const ADMIN_TABS_ID = 'admin';

/**
 * Reports, Feedback, Posts, Users, Log. Reports and Feedback carry how many items are new.
 * They wrap to a second row on phones, so every tab stays in sight.
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

  return (
    <TabList
      label={t('admin.tabs.label')}
      tabs={ADMIN_TABS}
      value={value}
      onChange={onChange}
      idPrefix={ADMIN_TABS_ID}
      variant="underline"
    >
      {(tab) => {
        const count = counts[tab] ?? 0;
        return (
          <>
            {t(`admin.tabs.${tab}`)}
            <CountBadge count={count} label={t('admin.newCount', { count })} tone="onLight" />
          </>
        );
      }}
    </TabList>
  );
}
