import { lazyPage } from '../../ui/lazyPage';

// The home page's code (filters, results, cards) loads beside the app's when a visit starts
// at /, and is not part of a first visit to a post or the login page (issue 22). Offline, the
// precache has it (web/precache.ts).
export const FeedPage = lazyPage(() => import('./FeedPage').then((module) => module.FeedPage));
