import { fieldControl, fieldLabel } from '../../../ui/form/fieldStyles';
import { SearchField } from '../../../ui/form/SearchField';
import { useTranslation } from 'react-i18next';
import {
  isMyPostsSort,
  MY_POSTS_SEARCH_MAX,
  MY_POSTS_SORTS,
  type MyPostsSort,
} from '../myPostsParams';

interface ToolbarProps {
  search: string;
  sort: MyPostsSort;
  onSearch: (search: string) => void;
  onSort: (sort: MyPostsSort) => void;
}

/** Search and sort of the list; both start again at page 1. */
export function MyPostsToolbar({ search, sort, onSearch, onSort }: ToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchField
        id="myposts-search"
        label={t('myPosts.search.label')}
        placeholder={t('myPosts.search.placeholder')}
        maxLength={MY_POSTS_SEARCH_MAX}
        value={search}
        onCommit={onSearch}
        className="min-w-0 flex-1"
      />
      <div className="sm:w-56">
        <label htmlFor="myposts-sort" className={fieldLabel}>
          {t('myPosts.sort.label')}
        </label>
        <select
          id="myposts-sort"
          value={sort}
          onChange={(event) => {
            if (isMyPostsSort(event.target.value)) onSort(event.target.value);
          }}
          className={fieldControl}
        >
          {MY_POSTS_SORTS.map((option) => (
            <option key={option.key} value={option.key}>
              {t(`myPosts.sort.${option.key}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
