import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhone } from '../../test/phones';
import { createTestApp, type TestApp } from '../../test/test-app';
import { randomIp } from '../../test/users';

// Two instances of the server behind one load balancer (issue 37): the per-number limits are
// counted from the codes in their shared database, the per-address limit in their shared Redis.

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(databaseUrl && redisUrl)('SMS code limits across two instances', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp('postgres', { redisUrl });
    b = await createTestApp('postgres', { redisUrl, databaseUrl: a.config.databaseUrl });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const ask = (t: TestApp, phone: string, remoteAddress = randomIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/phone/code',
      payload: { phone },
      remoteAddress,
    });

  it('counts a number’s codes on both', async () => {
    const phone = uniquePhone();
    expect((await ask(a, phone)).statusCode).toBe(202);
    const other = await ask(b, phone);
    expect(other.statusCode).toBe(429);
    expect(other.headers['retry-after']).toBeDefined();
  });

  it('counts an address’s requests on both', async () => {
    const address = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await ask(i % 2 ? a : b, uniquePhone(), address)).statusCode).toBe(202);
    }
    expect((await ask(a, uniquePhone(), address)).statusCode).toBe(429);
    expect((await ask(b, uniquePhone(), address)).statusCode).toBe(429);
  });
});
