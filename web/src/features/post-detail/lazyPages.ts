import { lazyPage } from '../../ui/lazyPage';

// The detail page (carousel, dialogs, share) loads when a post is opened, not with the feed.
export const PostDetailPage = lazyPage(() =>
  import('./PostDetailPage').then((module) => module.PostDetailPage),
);
