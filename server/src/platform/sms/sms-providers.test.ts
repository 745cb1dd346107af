import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { later } from '../../test/notifications';
import { readSms, uniquePhone } from '../../test/phones';
import { createTestApp, type TestApp } from '../../test/test-app';
import { post } from '../../test/users';

// The SMS providers against a gateway this test starts: the webhook (an Android SMS gateway
// app, say) with its Bearer token and retries on 500, and Semaphore's form body.

interface Received {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

async function startGateway(answers: number[]) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body });
      response.statusCode = answers.shift() ?? 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the webhook SMS provider', () => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  const token = 'gateway-token-0123456789';

  beforeAll(async () => {
    gateway = await startGateway([500]);
    t = await createTestApp('sqlite', {
      sms: { provider: 'webhook', url: `${gateway.url}/send`, token },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('posts { to, text } with the Bearer token, and retries after a 500', async () => {
    const phone = uniquePhone();
    expect((await post(t.app, '/api/auth/phone/code', { phone })).statusCode).toBe(202);
    await t.app.notifications.drain();
    expect(gateway.received).toHaveLength(1);
    await t.app.notifications.drain(later(60_000));
    expect(gateway.received).toHaveLength(2);
    for (const request of gateway.received) {
      expect(request.url).toBe('/send');
      expect(request.headers.authorization).toBe(`Bearer ${token}`);
      expect(request.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request.body) as { to: string; text: string };
      expect(body).toEqual({ to: phone, text: expect.stringMatching(/^Palengke code: \d{6}\./) });
    }
    // Delivered: nothing left to send, nothing written to the outbox folder.
    await t.app.notifications.drain(later(3_600_000));
    expect(gateway.received).toHaveLength(2);
    expect(readSms(t)).toEqual([]);
  });
});

describe('the Semaphore SMS provider', () => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    gateway = await startGateway([]);
    t = await createTestApp('sqlite', {
      sms: {
        provider: 'semaphore',
        apiKey: 'semaphore-key-123',
        senderName: 'PALENGKE',
        apiUrl: `${gateway.url}/api/v4/messages`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  it('posts the API key, the number without +, the text and the sender name as a form', async () => {
    const phone = uniquePhone();
    await post(t.app, '/api/auth/phone/code', { phone });
    await t.app.notifications.drain();
    const [request] = gateway.received;
    expect(request!.url).toBe('/api/v4/messages');
    const form = new URLSearchParams(request!.body);
    expect(form.get('apikey')).toBe('semaphore-key-123');
    expect(form.get('number')).toBe(phone.slice(1));
    expect(form.get('sendername')).toBe('PALENGKE');
    expect(form.get('message')).toMatch(/^Palengke code: \d{6}\./);
  });
});
