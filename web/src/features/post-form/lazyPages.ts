import { lazy } from 'react';

// The post form carries the form library, the schemas and the photo pipeline; most visits
// never post, so it loads when opened. Layout's Suspense shows the spinner meanwhile.
export const CreatePostPage = lazy(() =>
  import('./CreatePostPage').then((module) => ({ default: module.CreatePostPage })),
);
export const EditPostPage = lazy(() =>
  import('./EditPostPage').then((module) => ({ default: module.EditPostPage })),
);
