import { lazy } from 'react';

// Opened from the menu, a profile or a notification: load it when opened.
export const SukiPage = lazy(() =>
  import('./SukiPage').then((module) => ({ default: module.SukiPage })),
);

/**
 * The height the button takes (44 px, a 4 px gap and its 20 px status line), held for it
 * while its code or the session loads, so nothing under it moves when it comes.
 */
export const SUKI_BUTTON_ROOM = 'h-17';

// A signed-in person's button on a seller's profile and post (with its words and queries):
// never in a visitor's first download. Its room is held while it loads.
export const SukiButton = lazy(() =>
  import('./SukiButton').then((module) => ({ default: module.SukiButton })),
);
