import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { THREAD_SEARCH_MAX } from './threadFilters';

/** Typing pauses this long before the list reloads: one request per word, not per letter. */
export const THREAD_SEARCH_DEBOUNCE_MS = 300;

interface ThreadSearchProps {
  /** The search in force (from the URL). */
  value: string;
  onCommit: (search: string) => void;
}

/** Searches post titles and the other person's name: debounced, immediate on Enter. */
export function ThreadSearch({ value, onCommit }: ThreadSearchProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);

  // The URL changed. If this box sent the value, keep what has been typed since; if not
  // (Clear search, the Back button), show the new value.
  if (value !== seen) {
    setSeen(value);
    if (value === sent) setSent(null);
    else if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const search = text.trim();
    if (search === value) return;
    const timer = setTimeout(() => {
      setSent(search);
      onCommit(search);
    }, THREAD_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onCommit]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    if (search === value) return;
    setSent(search);
    onCommit(search);
  };

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
