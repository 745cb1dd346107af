import { ADMIN_SEARCH_MIN } from '@core/constants';
import { useTranslation } from 'react-i18next';
import { useDebouncedSearch } from '../../../ui/form/useDebouncedSearch';
import { ADMIN_SEARCH_MAX, filtersOf, type AdminFilter, type AdminTab } from '../adminParams';

const label = 'mb-1 block text-sm font-semibold text-ink';
// 16 px text: smaller text in inputs makes phones zoom the page on focus.
const control =
  'block min-h-11 w-full rounded-lg border border-brand-300 bg-white px-3 text-base text-ink';

function SearchField({
  tab,
  value,
  onCommit,
}: {
  tab: 'posts' | 'users';
  value: string;
  onCommit: (search: string) => void;
}) {
  const { t } = useTranslation();
  const { text, setText, submit } = useDebouncedSearch(value, onCommit);
  const typed = text.trim().length;
  const short = typed > 0 && typed < ADMIN_SEARCH_MIN;
  return (
    <form role="search" onSubmit={submit} className="min-w-0 flex-1">
      <label htmlFor="admin-search" className={label}>
        {t(`admin.search.${tab}`)}
      </label>
      <input
        id="admin-search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={ADMIN_SEARCH_MAX}
        placeholder={t(`admin.search.${tab}Placeholder`)}
        aria-describedby="admin-search-hint"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={control}
      />
      <p
        id="admin-search-hint"
        className={`mt-1 text-sm ${short ? 'font-semibold text-ink' : 'text-ink-muted'}`}
      >
        {t('admin.search.hint')}
      </p>
    </form>
  );
}

interface ToolbarProps {
  tab: AdminTab;
  status: AdminFilter;
  search: string;
  onStatus: (status: AdminFilter) => void;
  onSearch: (search: string) => void;
}

/** The section's filter and, for posts and users, its search. The log has neither. */
export function AdminToolbar({ tab, status, search, onStatus, onSearch }: ToolbarProps) {
  const { t } = useTranslation();
  if (tab === 'log') return null;
  const filters = filtersOf(tab);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:w-48">
        <label htmlFor="admin-status" className={label}>
          {t(tab === 'posts' ? 'admin.filter.authorStatus' : 'admin.filter.status')}
        </label>
        <select
          id="admin-status"
          value={status}
          onChange={(event) => {
            const next = filters.find((filter) => filter === event.target.value);
            if (next) onStatus(next);
          }}
          className={control}
        >
          {filters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`admin.filter.${filter}`)}
            </option>
          ))}
        </select>
      </div>
      {tab === 'posts' || tab === 'users' ? (
        <SearchField tab={tab} value={search} onCommit={onSearch} />
      ) : null}
    </div>
  );
}
