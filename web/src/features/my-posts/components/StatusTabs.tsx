import { useTranslation } from 'react-i18next';
import { TabList } from '../../../ui/tabs/Tabs';
import { MY_POSTS_TABS, type MyPostsTab } from '../myPostsParams';

/** Shared by the tabs and the panel they control. */
export const MY_POSTS_TABS_ID = 'myposts';
const MY_POSTS_KEYS = MY_POSTS_TABS.map((tab) => tab.key);

/** Active, Completed, Canceled. */
export function StatusTabs({
  value,
  onChange,
}: {
  value: MyPostsTab;
  onChange: (tab: MyPostsTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <TabList
      label={t('myPosts.tabs.label')}
      tabs={MY_POSTS_KEYS}
      value={value}
      onChange={onChange}
      idPrefix={MY_POSTS_TABS_ID}
      variant="underline"
    >
      {(tab) => t(`myPosts.tabs.${tab}`)}
    </TabList>
  );
}
