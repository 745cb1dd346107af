import { PROFILE_POSTS_PAGE_SIZE } from '@core/constants';
import { useTranslation } from 'react-i18next';
import { PagedSection } from './PagedSection';
import { PostSummaryCard } from './PostSummaryCard';
import { useUserPosts } from './queries';
import { usePageParam } from './usePageParam';

/**
 * A phone's first screen holds the profile and about four cards: their thumbnails are asked for
 * with the page rather than after its layout (lazily), since they are its largest paint. The
 * first two at high priority, as the feed's first row: the thumbnails are all one size, so the
 * first drawn is the largest paint, and the others need not contend with the style sheet.
 */
const EAGER_THUMBNAILS = 4;
const URGENT_THUMBNAILS = 2;

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
          {items.map((post, index) => (
            <li key={post.id}>
              <PostSummaryCard
                post={post}
                eager={index < EAGER_THUMBNAILS}
                urgent={index < URGENT_THUMBNAILS}
              />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
