import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { later } from '../../test/notifications';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { sale } from '../../test/threads';
import { post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// The outbox worker's retries: a push service that does not answer is tried again later with
// a growing delay, and after the last try the event is kept as failed, never sent twice.

/** An https origin on this machine where nothing listens (a push service that is down). */
async function closedOrigin() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `https://localhost:${port}`;
}

describe.each(testEngines)('the notification worker on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let origin: string;

  beforeAll(async () => {
    origin = await closedOrigin();
    t = await createTestApp(engine, { pushEndpointOrigins: [origin] });
    seller = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  const pushEvents = () =>
    t.app.database.db
      .selectFrom('outbox')
      .select(['attempts', 'available_at', 'last_error', 'failed_at', 'locked_until'])
      .where('kind', '=', 'push')
      .execute();

  it('retries a push service that is down with backoff, then keeps the event as failed', async () => {
    const subscribe = await post(
      t.app,
      '/api/push/subscriptions',
      {
        endpoint: `${origin}/notify/down`,
        keys: {
          p256dh:
            'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      },
      seller.token,
    );
    expect(subscribe.statusCode).toBe(201);
    const buyer = await signUpAndConfirm(t);
    await sale(t, seller, buyer, { completed: false });

    const started = Date.now();
    await t.app.notifications.drain();
    const [first] = await pushEvents();
    expect(first).toMatchObject({ attempts: 1, failed_at: null, locked_until: null });
    expect(first?.last_error).toMatch(/ECONNREFUSED/);
    const wait = Date.parse(first!.available_at) - started;
    expect(wait).toBeGreaterThanOrEqual(5_000);
    expect(wait).toBeLessThan(10_000);

    // Nothing is retried before its time.
    expect(await t.app.notifications.drain()).toBe(0);

    // Each later try waits longer, up to the last one.
    let previousWait = wait;
    for (let attempt = 2; attempt <= 10; attempt++) {
      const [event] = await pushEvents();
      const at = new Date(Date.parse(event!.available_at) + 1);
      await t.app.notifications.drain(at);
      const [after] = await pushEvents();
      expect(after?.attempts).toBe(attempt);
      if (attempt < 10) {
        const nextWait = Date.parse(after!.available_at) - at.getTime();
        expect(nextWait).toBeGreaterThanOrEqual(Math.min(previousWait, 3_600_000 - 1));
        previousWait = nextWait;
      } else {
        expect(after?.failed_at).not.toBeNull();
      }
    }
    // Failed for good: kept for the operator, never claimed again.
    await t.app.notifications.drain(later(86_400_000));
    const [kept, ...others] = await pushEvents();
    expect(others).toEqual([]);
    expect(kept).toMatchObject({ attempts: 10, failed_at: expect.any(String) });
  });
});
