import { describe, expect, it } from 'vitest';
import {
  base64UrlToBytes,
  isPushSupported,
  PushError,
  pushStateOf,
  shouldOfferPushHint,
  subscriptionBody,
  type PushStatus,
} from './push';

describe('base64UrlToBytes', () => {
  it('decodes base64url without padding, with - and _', () => {
    // 0xfb 0xff 0xbf is "+/+/" in base64, "-_-_" in base64url.
    expect([...base64UrlToBytes('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect([...base64UrlToBytes('AQIDBA')]).toEqual([1, 2, 3, 4]);
    expect([...base64UrlToBytes('AQIDBA==')]).toEqual([1, 2, 3, 4]);
  });

  it('gives a VAPID public key its 65 bytes, starting with 0x04 (an uncompressed point)', () => {
    const key =
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(bytes.buffer).toBeInstanceOf(ArrayBuffer);
  });
});

describe('isPushSupported', () => {
  const full = { navigator: { serviceWorker: {} }, PushManager: class {}, Notification: class {} };

  it('needs a service worker, PushManager and Notification', () => {
    expect(isPushSupported(full)).toBe(true);
    expect(isPushSupported({ ...full, navigator: {} })).toBe(false);
    expect(isPushSupported({ ...full, navigator: undefined })).toBe(false);
    expect(isPushSupported({ ...full, PushManager: undefined })).toBe(false);
    expect(isPushSupported({ ...full, Notification: undefined })).toBe(false);
  });
});

describe('pushStateOf', () => {
  const status = (change: Partial<PushStatus>): PushStatus => ({
    supported: true,
    permission: 'granted',
    subscribed: true,
    ...change,
  });

  it('is on only when granted and subscribed', () => {
    expect(pushStateOf(status({}))).toBe('on');
    expect(pushStateOf(status({ subscribed: false }))).toBe('off');
    expect(pushStateOf(status({ permission: 'default', subscribed: false }))).toBe('off');
    // Permission reset to "ask" in site settings: the old subscription no longer rings.
    expect(pushStateOf(status({ permission: 'default' }))).toBe('off');
  });

  it('reads blocked whenever permission is denied, and unsupported before anything else', () => {
    expect(pushStateOf(status({ permission: 'denied' }))).toBe('blocked');
    expect(pushStateOf(status({ permission: 'denied', subscribed: false }))).toBe('blocked');
    expect(pushStateOf(status({ supported: false, permission: 'denied' }))).toBe('unsupported');
  });
});

describe('shouldOfferPushHint', () => {
  const fresh: PushStatus = { supported: true, permission: 'default', subscribed: false };
  const after = { sent: true, dismissed: false };

  it('offers after a message is sent when one tap can turn push on', () => {
    expect(shouldOfferPushHint(fresh, after)).toBe(true);
  });

  it('does not offer before a message, once dismissed, or while the status is unknown', () => {
    expect(shouldOfferPushHint(fresh, { sent: false, dismissed: false })).toBe(false);
    expect(shouldOfferPushHint(fresh, { sent: true, dismissed: true })).toBe(false);
    expect(shouldOfferPushHint(undefined, after)).toBe(false);
  });

  it('does not offer when unsupported, already answered, or already subscribed', () => {
    expect(shouldOfferPushHint({ ...fresh, supported: false }, after)).toBe(false);
    expect(shouldOfferPushHint({ ...fresh, permission: 'denied' }, after)).toBe(false);
    expect(shouldOfferPushHint({ ...fresh, permission: 'granted' }, after)).toBe(false);
    expect(shouldOfferPushHint({ ...fresh, subscribed: true }, after)).toBe(false);
  });
});

describe('subscriptionBody', () => {
  it('copies what the server needs and adds the device id', () => {
    const json = {
      endpoint: 'https://push.example/abc',
      expirationTime: null,
      keys: { p256dh: 'p256', auth: 'auth' },
    };
    expect(subscriptionBody(json, 'device-1')).toEqual({ ...json, deviceId: 'device-1' });
    expect(subscriptionBody({ ...json, expirationTime: undefined }, 'd').expirationTime).toBeNull();
  });

  it('refuses a subscription without its endpoint or keys', () => {
    expect(() => subscriptionBody({ keys: { p256dh: 'a', auth: 'b' } }, 'd')).toThrow(PushError);
    expect(() => subscriptionBody({ endpoint: 'https://x', keys: {} }, 'd')).toThrow(PushError);
  });
});
