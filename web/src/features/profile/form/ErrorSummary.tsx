import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldIds } from './fieldIds';

export interface SummaryItem {
  field: string;
  label: string;
  message: string;
}

/**
 * 'Please fix the highlighted fields.' with a link to each problem. The form focuses it
 * after a failed submit, so screen readers read the list and keyboards can jump from it.
 */
export function ErrorSummary({ items, ref }: { items: SummaryItem[]; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-labelledby="profile-error-summary-title"
      className="rounded-xl border-2 border-danger-700 bg-danger-50 p-4 outline-none focus-visible:outline-3"
    >
      <h2 id="profile-error-summary-title" className="font-bold text-danger-800">
        {t('errors.fixHighlighted')}
      </h2>
      <ul className="mt-1">
        {items.map((item) => (
          <li key={item.field}>
            <button
              type="button"
              className="min-h-11 text-left font-semibold text-danger-800 underline underline-offset-2"
              onClick={() => document.getElementById(fieldIds(item.field).input)?.focus()}
            >
              {item.label}: {item.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
