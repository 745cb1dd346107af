import { lazyPage } from '../../ui/lazyPage';

// Messages are opened by signed-in users now and then, not on every start: load the pages
// when opened. Layout's Suspense shows the spinner meanwhile.
export const ThreadsPage = lazyPage(() =>
  import('./ThreadsPage').then((module) => module.ThreadsPage),
);
export const ChatPage = lazyPage(() => import('./ChatPage').then((module) => module.ChatPage));
