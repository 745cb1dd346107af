import { lazy } from 'react';

// The detail page (carousel, dialogs, share) loads when a post is opened, not with the feed.
export const PostDetailPage = lazy(() =>
  import('./PostDetailPage').then((module) => ({ default: module.PostDetailPage })),
);
