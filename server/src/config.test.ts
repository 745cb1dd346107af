import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.adminEmails).toEqual([]);
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimitFactor).toBe(1);
    expect(config.s3).toBeUndefined();
    expect(config.workers).toBe(os.availableParallelism());
  });

  it('runs WORKERS processes, one per core unless told', () => {
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '4' }).workers).toBe(4);
    expect(loadConfig({ WORKERS: '' }).workers).toBe(os.availableParallelism());
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadConfig({ WORKERS: 'all' })).toThrow(/WORKERS/);
  });

  it('reads S3 settings, with the public URL the bucket answers on by default', () => {
    expect(loadConfig({ S3_BUCKET: 'palengke-media', S3_REGION: 'ap-southeast-1' }).s3).toEqual({
      bucket: 'palengke-media',
      region: 'ap-southeast-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: 'https://palengke-media.s3.ap-southeast-1.amazonaws.com',
    });
    const minio = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    expect(minio).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'http://127.0.0.1:9000/media',
    });
    const spaces = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'https://sgp1.digitaloceanspaces.com',
      S3_PUBLIC_URL: 'https://cdn.palengke.example/',
    }).s3;
    expect(spaces?.publicUrl).toBe('https://cdn.palengke.example');
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'nowhere' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
  ])('stops on S3 settings that cannot work: %o', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      PUBLIC_URL: 'https://palengke.example/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Palengke <hi@palengke.example>',
      ADMIN_EMAILS: ' Ana@Example.com, ben@example.com ,',
      TRUST_PROXY: 'true',
      RATE_LIMIT_FACTOR: '20',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      publicUrl: 'https://palengke.example',
      smtpUrl: 'smtp://mail:25',
      adminEmails: ['ana@example.com', 'ben@example.com'],
      trustProxy: true,
      rateLimitFactor: 20,
    });
  });

  it('reads the SMS provider and its variables (issue 37)', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'none' });
    expect(loadConfig({}).smsDailyLimit).toBe(1000);
    expect(
      loadConfig({ SMS_PROVIDER: 'semaphore', SEMAPHORE_API_KEY: 'key-12345678' }).sms,
    ).toEqual({
      provider: 'semaphore',
      apiKey: 'key-12345678',
      senderName: undefined,
      apiUrl: 'https://api.semaphore.co/api/v4/messages',
    });
    expect(
      loadConfig({
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: 'http://192.168.1.20:8080/message',
        SMS_WEBHOOK_TOKEN: 'a-long-shared-token',
        SMS_DAILY_LIMIT: '50',
      }),
    ).toMatchObject({
      sms: {
        provider: 'webhook',
        url: 'http://192.168.1.20:8080/message',
        token: 'a-long-shared-token',
      },
      smsDailyLimit: 50,
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'semaphore' })).toThrow(/SEMAPHORE_API_KEY/);
    expect(() => loadConfig({ SMS_PROVIDER: 'webhook' })).toThrow(/SMS_WEBHOOK_URL/);
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ SEMAPHORE_SENDER_NAME: 'MUCH TOO LONG NAME' })).toThrow(
      /SEMAPHORE_SENDER_NAME/,
    );
    expect(() => loadConfig({ SMS_DAILY_LIMIT: '-1' })).toThrow(/SMS_DAILY_LIMIT/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['RATE_LIMIT_FACTOR', '0'],
  ])('stops on a bad %s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
