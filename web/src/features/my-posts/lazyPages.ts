import { lazy } from 'react';

// Only sellers open My Posts; its menus and dialogs load when they do.
export const MyPostsPage = lazy(() =>
  import('./MyPostsPage').then((module) => ({ default: module.MyPostsPage })),
);
