import type { UseQueryResult } from '@tanstack/react-query';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../ui/Pagination';
import { PostCardSkeleton, type PostListItem, type PostPage } from '../../../ui/post';
import type { ConfirmedAction } from '../menuActions';
import { pageCountOf, type MyPostsParams } from '../myPostsParams';
import { MyPostItem } from './MyPostItem';
import { MyPostsEmpty } from './MyPostsEmpty';
import { LoadError } from '../../../ui/LoadError';

interface MyPostsResultsProps {
  query: UseQueryResult<PostPage>;
  params: MyPostsParams;
  busyId: string | undefined;
  onAction: (post: PostListItem, action: ConfirmedAction) => void;
  onPage: (page: number) => void;
  onClearSearch: () => void;
  /** Paging moves focus here, so keyboard and screen reader users start at the new page. */
  headingRef: Ref<HTMLHeadingElement>;
}

const SKELETON_ROWS = 3;

/** The count, then the posts, or their loading, error and empty states, then the pager. */
export function MyPostsResults({
  query,
  params,
  busyId,
  onAction,
  onPage,
  onClearSearch,
  headingRef,
}: MyPostsResultsProps) {
  const { t } = useTranslation();
  const data = query.data;
  const stale = query.isPlaceholderData;

  let count = '';
  if (data) count = t('myPosts.count', { count: data.total });
  else if (!query.isError) count = t('myPosts.loading');

  let body;
  if (!data && query.isError) {
    body = (
      <LoadError
        message={t('myPosts.errors.load')}
        onRetry={() => void query.refetch()}
        busy={query.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <ul className="mt-3 flex flex-col gap-2" aria-hidden="true">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} className="flex items-start gap-2">
            <span className="flex-1">
              <PostCardSkeleton variant="list" />
            </span>
            <span className="size-11 rounded-lg bg-brand-50" />
          </li>
        ))}
      </ul>
    );
  } else if (data.data.length === 0) {
    body = <MyPostsEmpty tab={params.tab} search={params.search} onClearSearch={onClearSearch} />;
  } else {
    body = (
      <>
        {query.isError ? (
          <p role="alert" className="mt-3 text-danger-800">
            {t('myPosts.errors.load')}
          </p>
        ) : null}
        <ul
          className={`mt-3 flex flex-col gap-2 transition-opacity ${stale ? 'opacity-60' : ''}`}
          aria-busy={stale}
        >
          {data.data.map((post) => (
            <MyPostItem key={post.id} post={post} busy={busyId === post.id} onAction={onAction} />
          ))}
        </ul>
        <Pagination
          page={params.page}
          pageCount={pageCountOf(data.total)}
          onChange={onPage}
          listName={t('myPosts.pager')}
          busy={stale}
        />
      </>
    );
  }

  return (
    <div className="mt-4">
      <h2 ref={headingRef} tabIndex={-1} className="sr-only">
        {t(`myPosts.tabs.${params.tab}`)}
      </h2>
      <p role="status" className="min-h-6 font-semibold text-ink">
        {count}
      </p>
      {body}
    </div>
  );
}
