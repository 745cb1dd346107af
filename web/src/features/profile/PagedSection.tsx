import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { LoadError } from '../../ui/LoadError';
import { Pagination } from '../../ui/Pagination';
import { Spinner } from '../../ui/Spinner';
import { pageCount } from './profileDisplay';

interface PagedSectionProps<T> {
  id: string;
  title: string;
  loadingLabel: string;
  emptyLabel: string;
  errorLabel: string;
  query: UseQueryResult<{ data: T[]; total: number }>;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  renderItems: (items: T[]) => ReactNode;
}

/** A titled list with loading, error and empty states and a pager under it. */
export function PagedSection<T>(props: PagedSectionProps<T>) {
  const { id, title, query, pageSize, page, onPageChange } = props;
  const loading = query.isPending;
  const total = query.data?.total ?? 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pages = pageCount(total, pageSize);

  // An old link (?posts=9) to a list that has since shrunk: show its last page instead.
  useEffect(() => {
    if (!loading && total > 0 && page > pages) onPageChange(pages);
  }, [loading, total, page, pages, onPageChange]);

  const changePage = (next: number) => {
    onPageChange(Math.min(Math.max(next, 1), pages));
    // Move focus (and the view) to the top of the list: the pager sits at its bottom.
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView({ block: 'start' });
  };

  let body: ReactNode;
  if (query.isError && !query.data) {
    body = (
      <LoadError
        message={props.errorLabel}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
        className=""
      />
    );
  } else if (loading) body = <Spinner label={props.loadingLabel} />;
  else if (total === 0) body = <p className="py-4 text-ink-muted">{props.emptyLabel}</p>;
  else body = props.renderItems(query.data?.data ?? []);
  // True while another page loads with the current one still shown.
  const fetching = query.isPlaceholderData;

  return (
    <section aria-labelledby={id} className="mt-8">
      <h2
        id={id}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-20 text-xl font-bold text-brand-900 outline-none"
      >
        {title}
        {total > 0 ? (
          <span className="ml-2 text-base font-medium text-ink-muted">({total})</span>
        ) : null}
      </h2>
      <div className="mt-3" aria-busy={fetching}>
        {body}
      </div>
      {query.data && total > 0 ? (
        <Pagination
          page={Math.min(page, pages)}
          pageCount={pages}
          onChange={changePage}
          listName={title}
          busy={fetching}
        />
      ) : null}
    </section>
  );
}
