/**
 * Server-side request forgery guard: the server only ever sends to the public push services
 * (and to origins the operator lists in PUSH_ENDPOINT_ORIGINS), never to an address a client
 * made up, such as a service inside the deployment's own network.
 */
const PUBLIC_PUSH_HOSTS: Array<(host: string) => boolean> = [
  // Google FCM (Chrome, Edge on Android, most Android browsers).
  (host) => host === 'fcm.googleapis.com' || host === 'android.googleapis.com',
  // Mozilla autopush (Firefox).
  (host) => host === 'updates.push.services.mozilla.com' || host === 'push.services.mozilla.com',
  // Microsoft WNS (Edge on Windows): regional hosts under notify.windows.com.
  (host) => host.endsWith('.notify.windows.com'),
  // Apple web push (Safari on iOS and macOS).
  (host) => host === 'web.push.apple.com',
];

export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  // Public services listen on the default port only.
  return url.port === '' && PUBLIC_PUSH_HOSTS.some((matches) => matches(url.hostname));
}
