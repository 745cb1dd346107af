import { lazy } from 'react';

// Only admins ever open the console: it loads when opened.
export const AdminPage = lazy(() =>
  import('./AdminPage').then((module) => ({ default: module.AdminPage })),
);
