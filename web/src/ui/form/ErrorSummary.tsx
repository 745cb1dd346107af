import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/validationStrings';

export interface SummaryItem {
  /** The input's id, so the entry can move focus to it. */
  fieldId: string;
  text: string;
}

/**
 * SPEC §5's 'Please fix the highlighted fields.' with one link per problem. It takes focus
 * when `focusKey` grows (a failed submit), so screen readers hear what went wrong and
 * keyboard users can jump straight to each field. It stays mounted while empty.
 */
export function ErrorSummary({ items, focusKey }: { items: SummaryItem[]; focusKey: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);

  // Focus once per failed submit, in whichever render first shows its errors (react-hook-form
  // may publish them a render after the submit is counted). Typing that brings an error back
  // later never steals focus: that submit was already handled.
  const handledKey = useRef(0);
  const hasItems = items.length > 0;
  useEffect(() => {
    if (focusKey > handledKey.current && hasItems) {
      handledKey.current = focusKey;
      ref.current?.focus();
    }
  }, [focusKey, hasItems]);

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      hidden={items.length === 0}
      className="rounded-xl border-2 border-danger-700 bg-danger-50 p-4"
    >
      {items.length > 0 ? (
        <>
          <h2 id="error-summary-title" className="font-bold text-danger-800">
            {t('errors.fixHighlighted')}
          </h2>
          <ul className="mt-1 space-y-1">
            {items.map((item) => (
              <li key={item.fieldId}>
                <a
                  href={`#${item.fieldId}`}
                  className="inline-flex min-h-11 items-center py-1 font-medium text-danger-800 underline underline-offset-2"
                  onClick={(event) => {
                    // Focus the input itself: following the hash would only scroll to it
                    // and add a history entry that the back button then has to undo.
                    event.preventDefault();
                    const input = document.getElementById(item.fieldId);
                    input?.focus();
                    input?.scrollIntoView({ block: 'center' });
                  }}
                >
                  {item.text}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
