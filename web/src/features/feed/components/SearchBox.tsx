import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX } from '../feedParams';
import { fieldControl, fieldLabel } from './fieldStyles';

/** Typing pauses this long before the feed reloads: one request per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  onCommit: (search: string) => void;
}

/** The title search: debounced while typing, immediate on Enter. */
export function SearchBox({ value, onCommit }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);

  // The URL changed. If this box did not send the value (Reset filters, the Back button),
  // show it; if it did, keep what the visitor has typed since.
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
    }, SEARCH_DEBOUNCE_MS);
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
