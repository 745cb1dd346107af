import { parse as legacyParse } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allowedPushEndpoint, normalisedEndpoint } from './endpoint-guard';

// The guard reads endpoints with WHATWG `URL`; web-push sends with Node's legacy `url.parse`.
// Whatever the guard lets through, the two must read as the same host and port.

const LISTED = 'https://push.test.example:8443';
const allowed = (endpoint: string) => allowedPushEndpoint(endpoint, [LISTED]);

/** Characters WHATWG keeps in a host name and the legacy parser ends it at (issue 21). */
const HOSTILE = ["'", '`', '{', '}', '"', ';'];

describe('the push endpoint guard', () => {
  it.each(HOSTILE)('refuses host names holding %s, public or listed', (char) => {
    for (const endpoint of [
      `https://localhost${char}.notify.windows.com/x`,
      `https://127.0.0.1${char}.notify.windows.com/x`,
      `https://wns2${char}x.notify.windows.com/w/?token=a`,
      `https://push.test.example${char}:8443/x`,
    ]) {
      expect(allowed(endpoint), endpoint).toBeNull();
    }
  });

  it.each([
    // Legacy url.parse drops a host name over 255 characters, and Node then connects to localhost.
    `https://${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.notify.windows.com/x`,
    `https://${'a'.repeat(64)}.notify.windows.com/x`,
    // Empty labels: a percent-encoded dot, a trailing dot.
    'https://a%2e.notify.windows.com/x',
    'https://fcm.googleapis.com./fcm/send/x',
    'https://a_b.notify.windows.com/x',
    'https://[::1]:8443/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'http://fcm.googleapis.com/fcm/send/x',
    'not a url',
  ])('refuses %s', (endpoint) => {
    expect(allowed(endpoint)).toBeNull();
  });

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', 'https://fcm.googleapis.com/fcm/send/abc'],
    ['https://FCM.GoogleAPIs.com:443/fcm/send/abc', 'https://fcm.googleapis.com/fcm/send/abc'],
    ['https://bücher.notify.windows.com/w', 'https://xn--bcher-kva.notify.windows.com/w'],
    ['https://web.push.apple.com/a b', 'https://web.push.apple.com/a%20b'],
    [`${LISTED}/notify/x`, `${LISTED}/notify/x`],
  ])('accepts %s as the normalised %s', (endpoint, stored) => {
    expect(allowed(endpoint)).toBe(stored);
    expect(stored).toBe(new URL(endpoint).href);
    expect(normalisedEndpoint(endpoint)).toBe(stored);
  });

  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc?', 'https://fcm.googleapis.com/fcm/send/abc'],
    ['https://fcm.googleapis.com/fcm/send/abc#x', 'https://fcm.googleapis.com/fcm/send/abc'],
    ['https://fcm.googleapis.com/fcm/send/abc?#', 'https://fcm.googleapis.com/fcm/send/abc'],
    [`${LISTED}/w?t=1#x`, `${LISTED}/w?t=1`],
  ])('spells %s, which names the same endpoint, as %s', (endpoint, stored) => {
    expect(allowed(endpoint)).toBe(stored);
    expect(normalisedEndpoint(endpoint)).toBe(stored);
  });

  it('lets through only what the legacy parser reads as the same host and port', () => {
    const candidates = [
      ...HOSTILE.flatMap((char) => [
        `https://x${char}.notify.windows.com/w`,
        `https://x.notify.windows.com${char}/w`,
        `https://x.notify.windows.com/w${char}?q=${char}`,
      ]),
      `${LISTED}/notify/${HOSTILE.join('')}`,
      'https://X.Notify.Windows.Com/w',
      'https://x\t.notify.windows.com/w',
    ];
    const passed = candidates.map(allowed).filter((endpoint) => endpoint !== null);
    expect(passed.length).toBeGreaterThan(0);
    for (const endpoint of passed) {
      const legacy = legacyParse(endpoint);
      const whatwg = new URL(endpoint);
      expect({ host: legacy.hostname, port: legacy.port ?? '' }, endpoint).toEqual({
        host: whatwg.hostname,
        port: whatwg.port,
      });
    }
  });
});
