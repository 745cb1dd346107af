import { useDebouncedSearch } from '../../../ui/form/useDebouncedSearch';
import { useTranslation } from 'react-i18next';
import {
  isMyPostsSort,
  MY_POSTS_SEARCH_MAX,
  MY_POSTS_SORTS,
  type MyPostsSort,
} from '../myPostsParams';

const label = 'mb-1 block text-sm font-semibold text-ink';
// 16 px text: smaller text in inputs makes phones zoom the page on focus.
const control =
  'block min-h-11 w-full rounded-lg border border-brand-300 bg-white px-3 text-base text-ink';

interface SearchProps {
  /** The search in force (from the URL). */
  value: string;
  onCommit: (search: string) => void;
}

/** Title search: debounced while typing, at once on Enter. */
function SearchField({ value, onCommit }: SearchProps) {
  const { t } = useTranslation();
  const { text, setText, submit } = useDebouncedSearch(value, onCommit);

  return (
    <form role="search" onSubmit={submit} className="min-w-0 flex-1">
      <label htmlFor="myposts-search" className={label}>
        {t('myPosts.search.label')}
      </label>
      <input
        id="myposts-search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={MY_POSTS_SEARCH_MAX}
        placeholder={t('myPosts.search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={control}
      />
    </form>
  );
}

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
      <SearchField value={search} onCommit={onSearch} />
      <div className="sm:w-56">
        <label htmlFor="myposts-sort" className={label}>
          {t('myPosts.sort.label')}
        </label>
        <select
          id="myposts-sort"
          value={sort}
          onChange={(event) => {
            if (isMyPostsSort(event.target.value)) onSort(event.target.value);
          }}
          className={control}
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
