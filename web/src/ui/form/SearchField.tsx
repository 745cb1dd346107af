import type { ReactNode } from 'react';
import { fieldControl, fieldLabel } from './fieldStyles';
import { useDebouncedSearch } from './useDebouncedSearch';

interface SearchFieldProps {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  /** The search in force (from the URL). */
  value: string;
  onCommit: (search: string) => void;
  /** A line under the box, read out with it (e.g. how many characters a search needs). */
  hint?: ReactNode;
  className?: string;
  /**
   * The URL parameter the search lives in, where a list keeps it in the address (the feed's
   * ?q=): the form then also works without script, as a plain GET of the page.
   */
  name?: string;
}

/** A list's search box: committed after a pause in typing, at once on Enter. */
export function SearchField({ id, hint, className, name, ...props }: SearchFieldProps) {
  const { text, setText, submit } = useDebouncedSearch(props.value, props.onCommit);
  const hintId = `${id}-hint`;
  return (
    <form role="search" method="get" onSubmit={submit} className={className}>
      <label htmlFor={id} className={fieldLabel}>
        {props.label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        aria-describedby={hint ? hintId : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={fieldControl}
      />
      {hint ? <div id={hintId}>{hint}</div> : null}
    </form>
  );
}
