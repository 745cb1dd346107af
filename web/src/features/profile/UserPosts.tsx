import { PROFILE_POSTS_PAGE_SIZE } from '@core/constants';
import { useTranslation } from 'react-i18next';
import { PagedSection } from './PagedSection';
import { PostSummaryCard } from './PostSummaryCard';
import { useUserPosts } from './queries';
import { usePageParam } from './usePageParam';

/** The user's posts, 10 a page (SPEC §9). */
export function UserPosts({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam('posts');
  const posts = useUserPosts(userId, page);
  const data = posts.data ?? { data: [], total: 0 };

  return (
    <PagedSection
      id="user-posts-title"
      title={t('publicProfile.posts.heading')}
      loadingLabel={t('publicProfile.posts.loading')}
      emptyLabel={t('publicProfile.posts.empty')}
      loading={posts.isPending}
      fetching={posts.isPlaceholderData}
      total={data.total}
      pageSize={PROFILE_POSTS_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
    >
      <ul className="grid gap-2 sm:grid-cols-2">
        {data.data.map((post) => (
          <li key={post.id}>
            <PostSummaryCard post={post} />
          </li>
        ))}
      </ul>
    </PagedSection>
  );
}
