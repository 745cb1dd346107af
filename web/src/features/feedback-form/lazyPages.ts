import { lazy } from 'react';

// The form carries the schemas and the screenshot pipeline; it loads when opened.
export const FeedbackPage = lazy(() =>
  import('./FeedbackPage').then((module) => ({ default: module.FeedbackPage })),
);
