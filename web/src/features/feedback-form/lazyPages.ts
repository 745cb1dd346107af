import { lazyPage } from '../../ui/lazyPage';

// The form carries the schemas and the screenshot pipeline; it loads when opened.
export const FeedbackPage = lazyPage(() =>
  import('./FeedbackPage').then((module) => module.FeedbackPage),
);
