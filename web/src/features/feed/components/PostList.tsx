import { PostCard, PostCardSkeleton, type PostListItem } from '../../../ui/post';
import { HOME_PAGE_SIZE } from '@core/constants';
import type { FeedView } from '../useFeedView';

/** The views that draw the posts as cards (the map draws pins: feed-map/). */
type CardView = Exclude<FeedView, 'map'>;

const layouts: Record<CardView, string> = {
  grid: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  list: 'flex flex-col gap-2',
};

// Photos of the first row are on screen at once; loading them lazily would only delay them.
const EAGER_IMAGES = 2;

interface PostListProps {
  posts: PostListItem[];
  view: CardView;
  viewerId: string | null;
  /** The previous page is shown while the next one loads. */
  stale: boolean;
}

export function PostList({ posts, view, viewerId, stale }: PostListProps) {
  return (
    <ul
      className={`mt-3 ${layouts[view]} transition-opacity ${stale ? 'opacity-60' : ''}`}
      aria-busy={stale}
    >
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard
            post={post}
            variant={view}
            isOwn={viewerId !== null && post.user_id === viewerId}
            eagerImage={index < EAGER_IMAGES}
          />
        </li>
      ))}
    </ul>
  );
}

/** Ten grey cards in the current layout while the first page loads. */
export function PostListSkeleton({ view }: { view: CardView }) {
  return (
    <ul className={`mt-3 ${layouts[view]}`} aria-hidden="true">
      {Array.from({ length: HOME_PAGE_SIZE }, (_, index) => (
        <li key={index}>
          <PostCardSkeleton variant={view} />
        </li>
      ))}
    </ul>
  );
}
