import { ADMIN_SEARCH_MIN } from '@core/constants';
import { useTranslation } from 'react-i18next';
import { fieldControl, fieldLabel } from '../../../ui/form/fieldStyles';
import { SearchField } from '../../../ui/form/SearchField';
import { ADMIN_SEARCH_MAX, filtersOf, type AdminFilter, type AdminTab } from '../adminParams';

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
  const short = search.length > 0 && search.length < ADMIN_SEARCH_MIN;
  const filters = filtersOf(tab);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="sm:w-48">
        <label htmlFor="admin-status" className={fieldLabel}>
          {t(tab === 'posts' ? 'admin.filter.authorStatus' : 'admin.filter.status')}
        </label>
        <select
          id="admin-status"
          value={status}
          onChange={(event) => {
            const next = filters.find((filter) => filter === event.target.value);
            if (next) onStatus(next);
          }}
          className={fieldControl}
        >
          {filters.map((filter) => (
            <option key={filter} value={filter}>
              {t(`admin.filter.${filter}`)}
            </option>
          ))}
        </select>
      </div>
      {tab === 'posts' || tab === 'users' ? (
        <SearchField
          id="admin-search"
          label={t(`admin.search.${tab}`)}
          placeholder={t(`admin.search.${tab}Placeholder`)}
          maxLength={ADMIN_SEARCH_MAX}
          value={search}
          onCommit={onSearch}
          className="min-w-0 flex-1"
          hint={
            // Bold while the search is too short to be sent, so it is clear why nothing changed.
            <p className={`mt-1 text-sm ${short ? 'font-semibold text-ink' : 'text-ink-muted'}`}>
              {t('admin.search.hint')}
            </p>
          }
        />
      ) : null}
    </div>
  );
}
