import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonPrimary, buttonSecondary } from '../../../ui/styles';
import type { MyPostsTab } from '../myPostsParams';

interface MyPostsEmptyProps {
  tab: MyPostsTab;
  search: string;
  onClearSearch: () => void;
}

/** Nothing in this tab (or nothing matching the search), and what to do next. */
export function MyPostsEmpty({ tab, search, onClearSearch }: MyPostsEmptyProps) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 rounded-xl border border-dashed border-brand-300 bg-white p-6 text-center">
      <p className="text-lg font-bold text-brand-900">
        {search ? t('myPosts.empty.search', { search }) : t(`myPosts.empty.${tab}.title`)}
      </p>
      {search ? null : <p className="mt-1 text-ink-muted">{t(`myPosts.empty.${tab}.text`)}</p>}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {search ? (
          <button type="button" className={buttonSecondary} onClick={onClearSearch}>
            {t('myPosts.empty.clearSearch')}
          </button>
        ) : null}
        <Link to="/post/new" className={buttonPrimary}>
          {t('myPosts.create')}
        </Link>
      </div>
    </div>
  );
}
