import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the list ('Posts') so two pagers on one page are told apart by screen readers. */
  listName: string;
  /** While the next page loads; the buttons wait instead of queueing clicks. */
  busy?: boolean;
  /**
   * The address of a page, where pages have one (the feed's ?page=): the controls are then
   * real links, followed without script on a server-rendered page, and handled by onChange
   * in the app.
   */
  hrefFor?: (page: number) => string;
}

const pageButton =
  'inline-flex size-11 items-center justify-center rounded-lg border border-brand-700 bg-white text-lg font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-brand-200 disabled:text-ink-muted disabled:opacity-60';

/** First, previous, next and last page, with 'Page x of y'; hidden when there is one page. */
export function Pagination({
  page,
  pageCount,
  onChange,
  listName,
  busy = false,
  hrefFor,
}: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const atStart = page <= 1;
  const atEnd = page >= pageCount;

  const button = (target: number, label: string, symbol: string, disabled: boolean) =>
    hrefFor && !disabled ? (
      <Link
        to={hrefFor(target)}
        className={pageButton}
        aria-label={label}
        title={label}
        aria-disabled={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) onChange(target);
        }}
      >
        <span aria-hidden="true">{symbol}</span>
      </Link>
    ) : (
      <button
        type="button"
        className={pageButton}
        aria-label={label}
        title={label}
        disabled={disabled || busy}
        onClick={() => onChange(target)}
      >
        <span aria-hidden="true">{symbol}</span>
      </button>
    );

  return (
    <nav
      aria-label={t('pagination.label', { list: listName })}
      className="mt-4 flex items-center justify-center gap-2"
    >
      {button(1, t('pagination.first'), '«', atStart)}
      {button(page - 1, t('pagination.previous'), '‹', atStart)}
      <p className="min-w-28 px-1 text-center font-medium text-ink" aria-live="polite">
        {t('pagination.status', { page, pages: pageCount })}
      </p>
      {button(page + 1, t('pagination.next'), '›', atEnd)}
      {button(pageCount, t('pagination.last'), '»', atEnd)}
    </nav>
  );
}
