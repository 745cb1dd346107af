import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { pageCountOf } from '../adminParams';
import type { Page } from '../queries';
import { LoadError } from '../../../ui/LoadError';

interface AdminListProps<T> {
  query: UseQueryResult<Page<T>>;
  page: number;
  heading: string;
  pagerName: string;
  search: string;
  onPage: (page: number) => void;
  renderItem: (item: T) => ReactNode;
  /** Paging moves focus here so keyboard users start at the new page. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** Count, rows (or loading, error, empty), then the pager: the same for every section. */
export function AdminList<T extends { id: string }>({
  query,
  page,
  heading,
  pagerName,
  search,
  onPage,
  renderItem,
  headingRef,
}: AdminListProps<T>) {
  const { t } = useTranslation();
  const data = query.data;
  const stale = query.isPlaceholderData;

  let body: ReactNode;
  if (!data && query.isError) {
    body = (
      <LoadError
        message={t('admin.errors.load')}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  } else if (!data) {
    body = <Spinner />;
  } else if (data.data.length === 0) {
    body = (
      <p className="mt-3 rounded-xl border border-dashed border-brand-300 bg-white p-6 text-center font-semibold text-brand-900">
        {search ? t('admin.emptySearch', { search }) : t('admin.empty')}
      </p>
    );
  } else {
    body = (
      <>
        {query.isError ? (
          <p role="alert" className="mt-3 text-danger-800">
            {t('admin.errors.load')}
          </p>
        ) : null}
        <ul
          className={`mt-3 flex flex-col gap-3 transition-opacity ${stale ? 'opacity-60' : ''}`}
          aria-busy={stale}
        >
          {data.data.map((item) => (
            <li
              key={item.id}
              className="rounded-xl border border-brand-200 bg-white p-3 shadow-sm sm:p-4"
            >
              {renderItem(item)}
            </li>
          ))}
        </ul>
        <Pagination
          page={page}
          pageCount={pageCountOf(data.total)}
          onChange={onPage}
          listName={pagerName}
          busy={stale}
        />
      </>
    );
  }

  return (
    <div className="mt-4">
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        {heading}
      </h2>
      <p role="status" className="min-h-6 font-semibold text-ink">
        {data ? t('admin.count', { count: data.total }) : ''}
      </p>
      {body}
    </div>
  );
}
