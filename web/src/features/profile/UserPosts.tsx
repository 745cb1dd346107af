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

  return (
    <PagedSection
      id="user-posts-title"
      title={t('publicProfile.posts.heading')}
      loadingLabel={t('publicProfile.posts.loading')}
      emptyLabel={t('publicProfile.posts.empty')}
      errorLabel={t('publicProfile.posts.loadError')}
      query={posts}
      pageSize={PROFILE_POSTS_PAGE_SIZE}
      page={page}
      onPageChange={setPage}
      renderItems={(items) => (
        <ul className="grid gap-2 sm:grid-cols-2">
          {items.map((post) => (
            <li key={post.id}>
              <PostSummaryCard post={post} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
