import { useDebouncedSearch } from '../../../ui/form/useDebouncedSearch';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX } from '../feedParams';
import { fieldControl, fieldLabel } from './fieldStyles';

interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  onCommit: (search: string) => void;
}

/** The title search: debounced while typing, immediate on Enter. */
export function SearchBox({ value, onCommit }: SearchBoxProps) {
  const { t } = useTranslation();
  const { text, setText, submit } = useDebouncedSearch(value, onCommit);

  return (
    <form role="search" onSubmit={submit} className="col-span-2 lg:col-span-1">
      <label htmlFor="feed-search" className={fieldLabel}>
        {t('feed.filters.search')}
      </label>
      <input
        id="feed-search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={SEARCH_MAX}
        placeholder={t('feed.filters.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={fieldControl}
      />
    </form>
  );
}
