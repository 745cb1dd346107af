import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, del } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Reports (SPEC §4 Report, §5 Report, §6, §7 Reports): users report others' posts,
// admins list, count, review and delete them; every admin change is logged.

const UNAUTHORIZED = { error: 'You must be logged in to continue.', code: 'unauthorized' };
const FORBIDDEN = { error: 'Forbidden', code: 'forbidden' };

describe.each(testEngines)('reports on %s', (engine) => {
  let t: TestApp;
  let boss: SignedInUser;
  let seller: SignedInUser;
  let reporter: SignedInUser;
  let postId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { adminEmails: ['boss@example.com'] });
    boss = await signUpAndConfirm(t, { email: 'boss@example.com' });
    seller = await signUpAndConfirm(t, { display_name: 'Aling Nena' });
    reporter = await signUpAndConfirm(t, { display_name: 'Mang Tomas' });
    postId = (await createPost(t, seller, { title: 'Suspicious kangkong' })).id;
  });
  afterAll(() => t.close());

  const report = (user: SignedInUser | undefined, body: object) =>
    post(t.app, '/api/reports/posts', body, user?.token);

  it('asks visitors to sign in and refuses reports of one’s own post', async () => {
    const visitor = await report(undefined, { postId, reason: 'spam' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(UNAUTHORIZED);

    const own = await report(seller, { postId, reason: 'spam' });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_post');
  });

  it('needs a reason of 3 characters after trimming, and a visible post', async () => {
    const short = await report(reporter, { postId, reason: '  ab  ' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'validation_failed',
      fields: { reason: 'errors.reasonTooShort' },
    });

    const missing = await report(reporter, { postId: 'no-such-post', reason: 'spam' });
    expect(missing.statusCode).toBe(404);

    const hidden = await createPost(t, seller);
    expect((await del(t, `/api/posts/${hidden.id}`, seller.token)).statusCode).toBeLessThan(300);
    const gone = await report(reporter, { postId: hidden.id, reason: 'spam' });
    expect(gone.statusCode).toBe(404);
  });

  it('takes one open report per user and post', async () => {
    const first = await report(reporter, { postId, reason: '  Looks like a scam  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'new',
      reason: 'Looks like a scam',
      reporter_id: reporter.id,
      subject_id: postId,
    });
    const again = await report(reporter, { postId, reason: 'Still a scam' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_reported');
  });

  it('keeps the admin calls for admins', async () => {
    const { id } = (await report(boss, { postId, reason: 'admin report' })).json();
    for (const [method, url] of [
      ['GET', '/api/reports'],
      ['GET', '/api/reports/count-new'],
      ['PATCH', `/api/reports/${id}/status`],
      ['DELETE', `/api/reports/${id}`],
    ] as const) {
      const payload = method === 'PATCH' ? { status: 'reviewed' } : undefined;
      const visitor = await t.app.inject({ method, url, payload });
      expect(visitor.statusCode, url).toBe(401);
      const user = await t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${reporter.token}` },
      });
      expect(user.statusCode, url).toBe(403);
      expect(user.json()).toEqual(FORBIDDEN);
    }
  });

  it('lists, counts, reviews and deletes reports, logging each change', async () => {
    const before = (await get(t.app, '/api/reports/count-new', boss.token)).json().count;
    expect(before).toBeGreaterThanOrEqual(1);

    const list = await get(t.app, '/api/reports?status=new', boss.token);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBe(before);
    const mine = body.data.find(
      (item: { reporter_id: string }) => item.reporter_id === reporter.id,
    );
    expect(mine).toMatchObject({
      status: 'new',
      post: { id: postId, title: 'Suspicious kangkong', user_id: seller.id },
      reporter: { id: reporter.id, display_name: 'Mang Tomas' },
    });

    const paged = (await get(t.app, '/api/reports?pageSize=1&page=1', boss.token)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.total).toBe(body.total);

    const bad = await patch(t.app, `/api/reports/${mine.id}/status`, { status: 'new' }, boss.token);
    expect(bad.statusCode).toBe(400);

    const reviewed = await patch(
      t.app,
      `/api/reports/${mine.id}/status`,
      { status: 'reviewed' },
      boss.token,
    );
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().status).toBe('reviewed');
    expect(reviewed.json().reviewed_at).toEqual(expect.any(String));
    expect((await get(t.app, '/api/reports/count-new', boss.token)).json().count).toBe(before - 1);
    const onlyReviewed = (await get(t.app, '/api/reports?status=reviewed', boss.token)).json();
    expect(onlyReviewed.data.map((item: { id: string }) => item.id)).toEqual([mine.id]);

    // Once reviewed, the reporter may report the post again.
    expect((await report(reporter, { postId, reason: 'It is back' })).statusCode).toBe(201);

    const deleted = await del(t, `/api/reports/${mine.id}`, boss.token);
    expect(deleted.statusCode).toBe(200);
    expect((await del(t, `/api/reports/${mine.id}`, boss.token)).statusCode).toBe(404);
    expect(
      (await patch(t.app, `/api/reports/${mine.id}/status`, { status: 'reviewed' }, boss.token))
        .statusCode,
    ).toBe(404);

    const log = (await get(t.app, '/api/admin/actions', boss.token)).json();
    expect(log.data.slice(0, 2)).toMatchObject([
      { action: 'report_deleted', subject_type: 'report', subject_id: mine.id },
      {
        action: 'report_reviewed',
        subject_type: 'report',
        subject_id: mine.id,
        admin_id: boss.id,
        admin_username: boss.username,
      },
    ]);
  });
});
