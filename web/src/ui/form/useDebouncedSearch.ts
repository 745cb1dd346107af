import { useEffect, useState, type FormEvent } from 'react';

/** Typing pauses this long before a list reloads: one request per word, not per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose value lives in the URL: committed after a pause in typing,
 * or at once on Enter. When the URL changes from elsewhere (a reset, the Back button) the box
 * shows it; when the change is the box's own, what was typed since is kept.
 */
export function useDebouncedSearch(value: string, onCommit: (search: string) => void) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);

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

  return { text, setText, submit };
}
