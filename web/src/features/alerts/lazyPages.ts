import { lazy } from 'react';

// Opened now and then (from the profile, the menu, an alert's email): load it when opened.
export const AlertsPage = lazy(() =>
  import('./AlertsPage').then((module) => ({ default: module.AlertsPage })),
);
