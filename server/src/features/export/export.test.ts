import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/tokens';
import { dataUrl, solidImage } from '../../test/images';
import { createPost } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { completeThread, sendOk, startThread } from '../../test/threads';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';
import type { DataExport } from './presenter';

// "Your data" (issue 12): GET /api/me/export gives a person everything Palengke holds about
// them, as a file, and nothing of anyone else beyond the names the app already shows.

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testEngines)('data export on %s', (engine) => {
  let t: TestApp;
  let nena: SignedInUser;
  let pedro: SignedInUser;
  let rosa: SignedInUser;
  let secondToken: string;
  const titles = { active: 'Pandesal', canceled: 'Kakanin', sold: 'Ube halaya' };

  const exportAs = (token: string) => get(t.app, '/api/me/export', token);

  beforeAll(async () => {
    t = await createTestApp(engine);
    nena = await signUpAndConfirm(t, { display_name: 'Aling Nena' });
    pedro = await signUpAndConfirm(t, { display_name: 'Mang Pedro' });
    rosa = await signUpAndConfirm(t, { display_name: 'Ate Rosa' });

    // Nena sells: one post with a photo, one canceled, one sold to Pedro after a chat.
    const photo = dataUrl('image/jpeg', await solidImage('jpeg', 400, 300));
    await createPost(t, nena, { title: titles.active, images: [photo] });
    const canceled = await createPost(t, nena, { title: titles.canceled });
    expect((await post(t.app, `/api/posts/${canceled.id}/cancel`, {}, nena.token)).statusCode).toBe(
      200,
    );
    const sold = await createPost(t, nena, { title: titles.sold });
    const saleThread = await startThread(t, pedro, sold.id, 'Available pa po?');
    await sendOk(t, nena, saleThread, 'Meron pa po. GCash muna bago ko ipadala.');
    await completeThread(t, nena, saleThread);
    const review = { rating: 5, comment: 'Masarap!' };
    expect(
      (await post(t.app, `/api/threads/${saleThread}/reviews`, review, pedro.token)).statusCode,
    ).toBe(201);

    // Nena buys from Rosa, rates her, and reports another of Rosa's posts.
    const rosasPost = await createPost(t, rosa, { title: 'Buko pie' });
    const buyThread = await startThread(t, nena, rosasPost.id, 'Pabili po ng isa');
    await completeThread(t, rosa, buyThread);
    const given = { rating: 4, comment: 'Mabait si ate' };
    expect(
      (await post(t.app, `/api/threads/${buyThread}/reviews`, given, nena.token)).statusCode,
    ).toBe(201);
    const reported = await createPost(t, rosa, { title: 'Suspicious item' });
    const reason = { postId: reported.id, reason: 'Not food' };
    expect((await post(t.app, '/api/reports/posts', reason, nena.token)).statusCode).toBe(201);

    // Feedback, a device, a block, an alert, a push subscription and a second session.
    const feedback = { category: 'idea', message: 'Dark mode please', path: '/profile' };
    expect((await post(t.app, '/api/feedback', feedback, nena.token)).statusCode).toBe(201);
    const device = { deviceId: 'device-nena-1', userAgent: 'PhoneBrowser/1.0' };
    expect((await post(t.app, '/api/devices/register', device, nena.token)).statusCode).toBe(200);
    expect((await post(t.app, '/api/blocks', { userId: pedro.id }, nena.token)).statusCode).toBe(
      201,
    );
    const alert = { search: 'itlog', maxPrice: 10, lat: 14.6, lng: 120.98, rangeKm: 5 };
    expect((await post(t.app, '/api/alerts', alert, nena.token)).statusCode).toBe(201);
    const now = new Date().toISOString();
    await t.app.database.db
      .insertInto('push_subscriptions')
      .values({
        id: newId(),
        user_id: nena.id,
        endpoint: 'https://push.example.net/send/ENDPOINT-SECRET',
        p256dh: 'P256DH-SECRET',
        auth: 'AUTH-SECRET',
        device_id: 'device-nena-1',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const login = await post(t.app, '/api/auth/login', {
      email: nena.email,
      password: nena.password,
    });
    secondToken = (login.json() as { token: string }).token;
  });
  afterAll(async () => t?.close());

  it('answers a dated JSON attachment named after the caller', async () => {
    const res = await exportAs(nena.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="palengke-data-${nena.username}-${today()}.json"`,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ format: 'palengke-data-export', version: 1 });
  });

  it('holds the profile, posts in every status with photos, and every kept message', async () => {
    const data = (await exportAs(nena.token)).json() as DataExport;
    expect(data.profile).toMatchObject({
      id: nena.id,
      username: nena.username,
      email: nena.email,
      display_name: 'Aling Nena',
      language: 'en',
    });
    expect(data.notification_settings).toEqual({
      messages_push: true,
      messages_email: true,
      sales_push: true,
      sales_email: true,
      alerts_push: true,
      alerts_email: true,
      sms: false,
    });

    const byTitle = new Map(data.posts.map((p) => [p.title, p]));
    expect([...byTitle.keys()].sort()).toEqual(Object.values(titles).sort());
    expect(byTitle.get(titles.active)).toMatchObject({
      status: 'active',
      price: 25,
      unit: 'bunch',
    });
    expect(byTitle.get(titles.canceled)).toMatchObject({ status: 'hidden', photos: [] });
    expect(byTitle.get(titles.sold)).toMatchObject({ status: 'completed' });
    const [photo] = byTitle.get(titles.active)!.photos;
    expect(photo!.url).toMatch(new RegExp(`^${t.config.publicUrl}/media/`));
    expect(photo!.thumbnail_url).toMatch(new RegExp(`^${t.config.publicUrl}/media/`));
    // The photo is really there at that address.
    const served = await t.app.inject({ method: 'GET', url: new URL(photo!.url).pathname });
    expect(served.statusCode).toBe(200);

    expect(data.threads).toHaveLength(2);
    const selling = data.threads.find((thread) => thread.post_title === titles.sold)!;
    expect(selling).toMatchObject({
      my_role: 'seller',
      status: 'completed',
      with: { username: pedro.username, display_name: 'Mang Pedro' },
    });
    expect(selling.messages.map(({ from, body, flags }) => ({ from, body, flags }))).toEqual([
      { from: 'them', body: 'Available pa po?', flags: [] },
      { from: 'me', body: 'Meron pa po. GCash muna bago ko ipadala.', flags: ['payment'] },
    ]);
    // What the sale recorded (issue 11); nothing is held any more once it is done.
    expect(selling.sale).toEqual({
      qty: expect.any(Number),
      sold_at: expect.any(String),
      paid_by: null,
    });
    expect(selling.reservation).toBeNull();
    const buying = data.threads.find((thread) => thread.post_title === 'Buko pie')!;
    expect(buying).toMatchObject({ my_role: 'buyer', with: { username: rosa.username } });
  });

  it('holds reviews, reports, feedback, devices, blocks, alerts, push and sessions', async () => {
    const data = (await exportAs(nena.token)).json() as DataExport;
    expect(data.reviews_received).toEqual([
      expect.objectContaining({
        by: { username: pedro.username, display_name: 'Mang Pedro' },
        rating: 5,
        comment: 'Masarap!',
      }),
    ]);
    expect(data.reviews_given).toEqual([
      expect.objectContaining({
        about: { username: rosa.username, display_name: 'Ate Rosa' },
        rating: 4,
        comment: 'Mabait si ate',
      }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({ post_title: 'Suspicious item', reason: 'Not food', status: 'new' }),
    ]);
    expect(data.feedback).toEqual([
      expect.objectContaining({ category: 'idea', message: 'Dark mode please', page: '/profile' }),
    ]);
    expect(data.devices).toEqual([
      expect.objectContaining({ device_id: 'device-nena-1', user_agent: 'PhoneBrowser/1.0' }),
    ]);
    expect(data.blocks).toEqual([
      {
        user: { username: pedro.username, display_name: 'Mang Pedro' },
        created_at: expect.any(String),
      },
    ]);
    expect(data.alerts).toEqual([
      expect.objectContaining({ search: 'itlog', max_price: 10, range_km: 5, paused: false }),
    ]);
    expect(data.push_subscriptions).toEqual([
      expect.objectContaining({ push_service: 'push.example.net', device_id: 'device-nena-1' }),
    ]);
    // Two sign-ins (the confirmation link and a login); the one asking is marked.
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((session) => session.current)).toHaveLength(1);
    expect(Object.keys(data.sessions[0]!).sort()).toEqual([
      'created_at',
      'current',
      'expires_at',
      'last_used_at',
    ]);
  });

  it('never holds other people’s emails, anyone’s tokens, password hashes or push keys', async () => {
    const text = (await exportAs(secondToken)).body;
    const db = t.app.database.db;
    const secrets = [
      pedro.email,
      rosa.email,
      nena.token,
      secondToken,
      pedro.token,
      rosa.token,
      ...(await db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash),
      ...(await db.selectFrom('users').select('password_hash').execute()).map(
        (r) => r.password_hash,
      ),
      ...(await db.selectFrom('one_time_tokens').select('token_hash').execute()).map(
        (r) => r.token_hash,
      ),
      'ENDPOINT-SECRET',
      'P256DH-SECRET',
      'AUTH-SECRET',
      '$argon2',
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain(nena.email);
  });

  it('answers only to a signed-in caller', async () => {
    const res = await get(t.app, '/api/me/export');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('allows 5 exports an hour per person, then 429 rate_limited', async () => {
    const fresh = await signUpAndConfirm(t);
    for (let i = 0; i < 5; i++) expect((await exportAs(fresh.token)).statusCode).toBe(200);
    const refused = await exportAs(fresh.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'Too many requests. Please wait and try again.',
      code: 'rate_limited',
    });
    // Counted per person: someone else is not affected.
    expect((await exportAs(rosa.token)).statusCode).toBe(200);
  });
});
