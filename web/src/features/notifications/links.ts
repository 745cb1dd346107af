/** The Notifications section's id on the profile page, and a link straight to it. */
export const NOTIFICATIONS_ANCHOR = 'notifications';
export const NOTIFICATION_SETTINGS_PATH = `/profile#${NOTIFICATIONS_ANCHOR}`;
