import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../test/live';
import { createPost } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { post, signUpAndConfirm } from '../../test/users';

describe.each(testEngines)('live events on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { liveHeartbeatMs: 200, liveSessionCheckMs: 200 });
  });
  afterAll(async () => t.close());

  it('tells the other side of a thread of a message, and nobody else', async () => {
    const seller = await signUpAndConfirm(t);
    const buyer = await signUpAndConfirm(t);
    const third = await signUpAndConfirm(t);
    const postId = (await createPost(t, seller)).id;
    const started = await post(t.app, '/api/threads', { postId }, buyer.token);
    const threadId = started.json().id as string;

    const sellerStream = await openStream(t.app, '/api/events', seller.token);
    const thirdStream = await openStream(t.app, '/api/events', third.token);
    expect(sellerStream.status).toBe(200);
    await sellerStream.next('ready');
    await thirdStream.next('ready');

    const sent = await post(
      t.app,
      `/api/threads/${threadId}/messages`,
      { body: 'Available pa?' },
      buyer.token,
    );
    expect(sent.statusCode).toBe(201);
    const event = await sellerStream.next('message');
    expect(event.data).toMatchObject({
      thread_id: threadId,
      body: 'Available pa?',
      id: sent.json().id,
    });
    expect((await sellerStream.next('unread')).data).toEqual({ count: 1 });
    expect(await thirdStream.arrivesWithin('message', 300)).toBe(false);
    sellerStream.close();
    thirdStream.close();
  });

  it('refuses a stream without a session', async () => {
    const stream = await openStream(t.app, '/api/events');
    expect(stream.status).toBe(401);
  });
});
