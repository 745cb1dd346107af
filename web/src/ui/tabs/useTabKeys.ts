import { useRef, type KeyboardEvent } from 'react';

/**
 * Keyboard of the WAI-ARIA tabs pattern with automatic activation: one tab stop; Left and
 * Right (wrapping), Home and End select a tab and move focus to it. `tabRef(key)` goes on each
 * tab button, `onKeyDown` on the tablist.
 */
export function useTabKeys<K extends string>(
  keys: readonly K[],
  value: K,
  onChange: (key: K) => void,
) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = keys.indexOf(value);
    const last = keys.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index >= last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = keys[moves[event.key] ?? -1];
    if (target === undefined) return;
    event.preventDefault();
    onChange(target);
    buttons.current.get(target)?.focus();
  };

  const tabRef = (key: K) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return { onKeyDown, tabRef };
}
