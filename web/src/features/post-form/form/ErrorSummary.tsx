import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryItem {
  /** The control's id, so the entry can move focus to it. */
  inputId: string;
  text: string;
}

/**
 * SPEC §5's 'Please fix the highlighted fields.' with one link per problem. It takes focus
 * whenever `focusKey` grows (a failed submit), so screen readers hear what went wrong and
 * keyboard users can jump to each field; typing that fixes a field never steals focus.
 */
export function ErrorSummary({ items, focusKey }: { items: SummaryItem[]; focusKey: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const focusedKey = useRef(0);

  // react-hook-form reports a failed submit before its errors reach the render, so wait
  // for a render with items; each submit moves focus once.
  useEffect(() => {
    if (focusKey > focusedKey.current && items.length > 0) {
      focusedKey.current = focusKey;
      ref.current?.focus();
    }
  });

  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="post-error-summary-title"
      hidden={items.length === 0}
      className="rounded-xl border-2 border-danger-700 bg-danger-50 p-4"
    >
      <h2 id="post-error-summary-title" className="font-bold text-danger-800">
        {t('errors.fixHighlighted')}
      </h2>
      <ul className="mt-1">
        {items.map((item) => (
          <li key={item.inputId}>
            <a
              href={`#${item.inputId}`}
              className="inline-flex min-h-11 items-center py-1 font-medium text-danger-800 underline underline-offset-2"
              onClick={(event) => {
                // Focus the control itself: following the hash would only scroll, and add
                // a history entry the Back button would then have to undo.
                event.preventDefault();
                const control = document.getElementById(item.inputId);
                control?.focus();
                control?.scrollIntoView({ block: 'center' });
              }}
            >
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
