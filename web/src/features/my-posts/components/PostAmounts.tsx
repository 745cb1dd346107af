import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostListItem } from '../../../ui/post';
import { formatQuantity } from '@core/units-display';
import { SalesList } from './SalesList';

/**
 * Under an owner's post: how much is sold and how much is held for buyers, and the sales
 * with their buyers behind a toggle (the list is fetched only when opened).
 */
export function PostAmounts({ post }: { post: PostListItem }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const amount = (qty: number) => formatQuantity(qty, post.unit, i18n.resolvedLanguage);

  const sold = post.qty_sold ?? 0;
  const reserved = post.qty_reserved ?? 0;
  // A post sold whole before partial sales existed may have no sales to list; still offer it.
  const hasSales = sold > 0 || post.status === 'completed';
  if (sold === 0 && reserved === 0 && !hasSales) return null;

  return (
    <div className="mt-1 rounded-lg border border-brand-100 bg-white px-3 py-1 text-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        {sold > 0 ? (
          <span>
            <span className="text-ink-muted">{t('myPosts.amounts.sold')}: </span>
            <span className="font-semibold">{amount(sold)}</span>
          </span>
        ) : null}
        {reserved > 0 ? (
          <span>
            <span className="text-ink-muted">{t('myPosts.amounts.reserved')}: </span>
            <span className="font-semibold">{amount(reserved)}</span>
          </span>
        ) : null}
        {hasSales ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            className="ml-auto inline-flex min-h-11 items-center gap-1 font-semibold text-brand-800 underline underline-offset-2"
          >
            {open ? t('myPosts.sales.hide') : t('myPosts.sales.show')}
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              fill="none"
            >
              <path
                d="m6 9 6 6 6-6"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </button>
        ) : null}
      </div>
      {hasSales ? (
        <div id={panelId} hidden={!open} className="border-t border-brand-100">
          {open ? <SalesList postId={post.id} unit={post.unit} /> : null}
        </div>
      ) : null}
    </div>
  );
}
