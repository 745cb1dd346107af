import { lazy } from 'react';

// Opened only from an email's link: not worth a byte of the home page's first load.
export const UnsubscribePage = lazy(() =>
  import('./UnsubscribePage').then((module) => ({ default: module.UnsubscribePage })),
);
