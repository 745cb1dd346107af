import { lazy } from 'react';

// Opened now and then (from the profile, the menu, an alert's email): load it when opened.
export const AlertsPage = lazy(() =>
  import('./AlertsPage').then((module) => ({ default: module.AlertsPage })),
);

// The feed is the first page a phone loads: only the "Alert me" button is in its code, the
// sheet (its form, the shared schema) comes when someone taps it. Declared here, in the app's
// code rather than the feed's: what the sheet shares with the feed then goes to a chunk of
// its own, and the feed's chunk stays the home page's module alone, named in the build's
// manifest, where the server (page preloads) and the service worker (precache) look it up.
export const AlertSheet = lazy(() =>
  import('./AlertSheet').then((module) => ({ default: module.AlertSheet })),
);
