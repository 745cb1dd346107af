import { lazy } from 'react';

// Messages are opened by signed-in users now and then, not on every start: load the pages
// when opened. Layout's Suspense shows the spinner meanwhile.
export const ThreadsPage = lazy(() =>
  import('./ThreadsPage').then((module) => ({ default: module.ThreadsPage })),
);
export const ChatPage = lazy(() =>
  import('./ChatPage').then((module) => ({ default: module.ChatPage })),
);
