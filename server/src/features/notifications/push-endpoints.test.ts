import https from 'node:https';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/tokens';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { sale } from '../../test/threads';
import { post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Issue 21: endpoints that WHATWG `URL` (the guard) reads as a WNS host and web-push's legacy
// `url.parse` (the sender) reads as 127.0.0.1 on the default https port. The test moves Node's
// default https port to a listener of its own, to watch that would-be target without root, and
// plays the attack: subscribe, get a message, let the worker push.

const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};

/** Node's agent for https requests that name no agent, as web-push's do; typed without the port. */
const agent = https.globalAgent as https.Agent & { defaultPort: number };

/** A TCP listener on 127.0.0.1 that counts the connections it is offered. */
async function startWatchedTarget() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => connections,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(testEngines)('push endpoints the sender would read differently on %s', (engine) => {
  let t: TestApp;
  let buyer: SignedInUser;
  let target: Awaited<ReturnType<typeof startWatchedTarget>>;
  const defaultPort = agent.defaultPort;

  beforeAll(async () => {
    target = await startWatchedTarget();
    agent.defaultPort = target.port;
    t = await createTestApp(engine);
    buyer = await signUpAndConfirm(t);
  });
  afterAll(async () => {
    agent.defaultPort = defaultPort;
    await t?.close();
    await target?.close();
  });

  const pushEvents = () =>
    t.app.database.db
      .selectFrom('outbox')
      .select(['last_error', 'failed_at'])
      .where('kind', '=', 'push')
      .execute();

  it.each(
    ["'", '`', '{', '}', '"', ';'].map((char) => `https://127.0.0.1${char}.notify.windows.com/w`),
  )('refuses %s and no connection is ever attempted', async (endpoint) => {
    const seller = await signUpAndConfirm(t);
    const before = target.connections();
    const res = await post(
      t.app,
      '/api/push/subscriptions',
      { endpoint, keys: KEYS },
      seller.token,
    );
    await sale(t, seller, buyer, { completed: false });
    await t.app.notifications.drain();

    expect(target.connections() - before).toBe(0);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'push_endpoint_not_allowed' });
  });

  it('drops a stored endpoint that fails the guard without connecting to it', async () => {
    // As saved before the guard was tightened.
    const seller = await signUpAndConfirm(t);
    const before = target.connections();
    const at = new Date().toISOString();
    const id = newId();
    await t.app.database.db
      .insertInto('push_subscriptions')
      .values({
        id,
        user_id: seller.id,
        endpoint: "https://127.0.0.1'.notify.windows.com/w",
        ...KEYS,
        device_id: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await sale(t, seller, buyer, { completed: false });
    await t.app.notifications.drain();

    expect(target.connections() - before).toBe(0);
    const rows = await t.app.database.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(rows).toEqual([]);
    expect(await pushEvents()).toEqual([
      { last_error: 'push endpoint not allowed', failed_at: expect.any(String) },
    ]);
  });
});
