import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

// The notification settings of the environment (README: Configuration).

describe('notification configuration', () => {
  it('has defaults that work on a fresh machine', () => {
    const config = loadConfig({});
    expect(config.vapid).toBeUndefined(); // generated on first start
    expect(config.vapidSubject).toBe('mailto:no-reply@palengke.local');
    expect(config.pushEndpointOrigins).toEqual([]);
    expect(config.messageEmailDelayMs).toBe(900_000);
    expect(config.reservationEmailWindowMs).toBe(600_000);
    expect(config.outboxPollMs).toBe(1000);
  });

  it('reads a VAPID key pair, a subject, push origins and the email delay', () => {
    const keys = webPush.generateVAPIDKeys();
    const config = loadConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'https://palengke.example',
      PUSH_ENDPOINT_ORIGINS: 'https://localhost:8443, https://push.example/',
      MESSAGE_EMAIL_DELAY_S: '2',
      RESERVATION_EMAIL_WINDOW_S: '30',
    });
    expect(config.vapid).toEqual(keys);
    expect(config.vapidSubject).toBe('https://palengke.example');
    expect(config.pushEndpointOrigins).toEqual(['https://localhost:8443', 'https://push.example']);
    expect(config.messageEmailDelayMs).toBe(2000);
    expect(config.reservationEmailWindowMs).toBe(30_000);
  });

  it.each([
    [{ VAPID_PUBLIC_KEY: webPush.generateVAPIDKeys().publicKey }, 'VAPID_PRIVATE_KEY'],
    [{ VAPID_PUBLIC_KEY: 'short' }, 'VAPID_PUBLIC_KEY'],
    [{ VAPID_SUBJECT: 'http://palengke.example' }, 'VAPID_SUBJECT'],
    [{ PUSH_ENDPOINT_ORIGINS: 'http://localhost:8443' }, 'PUSH_ENDPOINT_ORIGINS'],
    [{ PUSH_ENDPOINT_ORIGINS: 'https://push.example/path' }, 'PUSH_ENDPOINT_ORIGINS'],
    [{ MESSAGE_EMAIL_DELAY_S: '-1' }, 'MESSAGE_EMAIL_DELAY_S'],
    [{ RESERVATION_EMAIL_WINDOW_S: 'soon' }, 'RESERVATION_EMAIL_WINDOW_S'],
  ])('stops at %j naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
