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

/**
 * Letters, digits and hyphens in dot-separated labels of 1 to 63, 253 in all. `web-push` sends
 * with Node's legacy `url.parse`, which ends a host name at the first character outside these
 * (`'`, `` ` ``, `{`, `"`, `;` …) and drops one longer than 255 (Node then connects to
 * localhost); WHATWG `URL` keeps both. Within this alphabet the two parsers read one host.
 */
const PLAIN_HOST_NAME = /^(?=.{1,253}$)[a-z0-9-]{1,63}(\.[a-z0-9-]{1,63})*$/;

/**
 * One spelling per endpoint: the WHATWG `href` (lower-case host after IDNA, no default port)
 * without a fragment (never sent: `…/abc#x` is `…/abc` to the push service) and without an
 * empty query (`…/abc?`). Two spellings would be two rows for one browser, each notified.
 */
function canonicalHref(url: URL): string {
  url.hash = '';
  // An empty search is no query or an empty one; setting it empty drops the `?`.
  if (url.search === '') url.search = '';
  return url.href;
}

/**
 * The endpoint as the server stores and sends it (its canonical href, above), or null when the
 * server must not send to it.
 */
export function allowedPushEndpoint(
  endpoint: string,
  extraOrigins: readonly string[],
): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!PLAIN_HOST_NAME.test(url.hostname)) return null;
  if (extraOrigins.includes(url.origin)) return canonicalHref(url);
  // Public services listen on the default port only.
  const allowed = url.port === '' && PUBLIC_PUSH_HOSTS.some((matches) => matches(url.hostname));
  return allowed ? canonicalHref(url) : null;
}

/** The stored form of an endpoint a client names (to find its row), or the text as given. */
export function normalisedEndpoint(endpoint: string): string {
  try {
    return canonicalHref(new URL(endpoint));
  } catch {
    return endpoint;
  }
}
