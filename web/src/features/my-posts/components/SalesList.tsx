import type { PaidBy, PostSale } from '@core/schemas';
import { formatQuantity } from '@core/units-display';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { textLink } from '../../../ui/styles';
import { formatMediumDate } from '../../../i18n/shortDate';
import { usePostSales } from '../salesQueries';
import '../../threads/strings';

/** How the seller noted the sale was paid (issue 40); nothing when they did not say. */
const PAID_BY_WORDS = {
  cash: 'myPosts.sales.paidCash',
  qr: 'myPosts.sales.paidQr',
} as const satisfies Record<PaidBy, string>;

function buyerName(buyer: PostSale['buyer']): string | null {
  if (!buyer) return null;
  return buyer.display_name?.trim() || buyer.username;
}

/** The sales of one post: each buyer, how much they took and when, and the conversation. */
export function SalesList({ postId, unit }: { postId: string; unit: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const sales = usePostSales(postId, true);

  if (sales.isPending) return <Spinner label={t('myPosts.sales.loading')} />;
  if (sales.isError) {
    return (
      <LoadError
        message={t('myPosts.sales.failed')}
        onRetry={() => void sales.refetch()}
        busy={sales.isFetching}
      />
    );
  }
  if (sales.data.length === 0) {
    return <p className="py-2 text-ink-muted">{t('myPosts.sales.empty')}</p>;
  }
  return (
    <ul className="divide-y divide-brand-100">
      {sales.data.map((sale) => {
        const name = buyerName(sale.buyer);
        return (
          <li key={sale.thread_id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
            <span className="min-w-0 flex-1">
              {sale.buyer && name ? (
                <Link to={`/user/${encodeURIComponent(sale.buyer.username)}`} className={textLink}>
                  {name}
                </Link>
              ) : (
                <span className="font-semibold text-ink-muted">{t('threads.deletedUser')}</span>
              )}
              <span className="block text-sm text-ink-muted">
                {t('myPosts.sales.soldOn', { date: formatMediumDate(sale.sold_at, language) })}
                {sale.paid_by ? ` · ${t(PAID_BY_WORDS[sale.paid_by])}` : null}
              </span>
            </span>
            <span className="font-bold text-ink">{formatQuantity(sale.qty, unit, language)}</span>
            <Link
              to={`/threads/${encodeURIComponent(sale.thread_id)}`}
              className={`${textLink} text-sm`}
              aria-label={t('myPosts.sales.chatWith', { name: name ?? t('threads.deletedUser') })}
            >
              {t('myPosts.sales.chat')}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
