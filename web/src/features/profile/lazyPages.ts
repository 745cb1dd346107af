import { lazyPage } from '../../ui/lazyPage';

// Profiles are opened now and then, not on every start, and the settings form carries the
// form library and the photo pipeline: load them when opened. Layout's Suspense shows the spinner.
export const ProfilePage = lazyPage(() =>
  import('./ProfilePage').then((module) => module.ProfilePage),
);
export const PublicProfilePage = lazyPage(() =>
  import('./PublicProfilePage').then((module) => module.PublicProfilePage),
);
