import { useDebouncedSearch } from '../../../ui/form/useDebouncedSearch';
import { useTranslation } from 'react-i18next';
import { THREAD_SEARCH_MAX } from './threadFilters';

interface ThreadSearchProps {
  /** The search in force (from the URL). */
  value: string;
  onCommit: (search: string) => void;
}

/** Searches post titles and the other person's name: debounced, immediate on Enter. */
export function ThreadSearch({ value, onCommit }: ThreadSearchProps) {
  const { t } = useTranslation();
  const { text, setText, submit } = useDebouncedSearch(value, onCommit);

  return (
    <form role="search" onSubmit={submit}>
      <label htmlFor="threads-search" className="mb-1 block text-sm font-semibold text-ink">
        {t('threads.list.searchLabel')}
      </label>
      <input
        id="threads-search"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={THREAD_SEARCH_MAX}
        placeholder={t('threads.list.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className="block min-h-11 w-full rounded-lg border border-brand-300 bg-white px-3 text-base text-ink"
      />
    </form>
  );
}
