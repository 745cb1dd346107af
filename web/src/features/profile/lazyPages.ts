import { lazy } from 'react';

// Profiles are opened now and then, not on every start, and the settings form carries the
// form library and the photo pipeline: load them when opened. Layout's Suspense shows the spinner.
export const ProfilePage = lazy(() =>
  import('./ProfilePage').then((module) => ({ default: module.ProfilePage })),
);
export const PublicProfilePage = lazy(() =>
  import('./PublicProfilePage').then((module) => ({ default: module.PublicProfilePage })),
);
