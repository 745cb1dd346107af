import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, listPosts, postRow } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { PERMANENT_BAN_UNTIL } from './service';

// Admin console (SPEC §6 Admin, §7 Admin): posts and users lists with search and status,
// removing posts, bans and their effects, and the moderation log.

const FORBIDDEN = { error: 'Forbidden', code: 'forbidden' };
const DAY_MS = 86_400_000;

interface Page<T> {
  data: T[];
  total: number;
}

describe.each(testEngines)('admin console on %s', (engine) => {
  let t: TestApp;
  let boss: SignedInUser;
  let deputy: SignedInUser;
  let nena: SignedInUser;
  let tomas: SignedInUser;
  let nenaPost: string;
  let tomasPost: string;

  beforeAll(async () => {
    t = await createTestApp(engine, {
      adminEmails: ['boss@example.com', 'deputy@example.com'],
    });
    boss = await signUpAndConfirm(t, { email: 'boss@example.com' });
    deputy = await signUpAndConfirm(t, { email: 'deputy@example.com' });
    nena = await signUpAndConfirm(t, { display_name: 'Aling Nena' });
    tomas = await signUpAndConfirm(t, { display_name: 'Mang Tomas' });
    nenaPost = (await createPost(t, nena, { title: 'Ripe mangoes' })).id;
    tomasPost = (await createPost(t, tomas, { title: 'Fresh kangkong 50%' })).id;
  });
  afterAll(() => t.close());

  const ban = (userId: string, days: unknown, token = boss.token) =>
    patch(t.app, `/api/admin/users/${userId}/ban`, { days }, token);
  const posts = async (query: string) => {
    const res = await get(t.app, `/api/admin/posts?${query}`, boss.token);
    expect(res.statusCode).toBe(200);
    return res.json() as Page<{ id: string; status: string; author: { username: string } }>;
  };
  const users = async (query: string) => {
    const res = await get(t.app, `/api/admin/users?${query}`, boss.token);
    expect(res.statusCode).toBe(200);
    return res.json() as Page<{ id: string } & Record<string, unknown>>;
  };
  const ids = (page: Page<{ id: unknown }>) => page.data.map((item) => item.id);

  it('answers 401 to visitors and 403 forbidden to users', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/posts'],
      ['PATCH', `/api/admin/posts/${nenaPost}/archive`],
      ['GET', '/api/admin/users'],
      ['PATCH', `/api/admin/users/${tomas.id}/ban`],
      ['GET', '/api/admin/actions'],
    ] as const) {
      const payload = url.endsWith('/ban') ? { days: 7 } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      const asUser = await t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${nena.token}` },
      });
      expect(asUser.statusCode, url).toBe(403);
      expect(asUser.json()).toEqual(FORBIDDEN);
    }
    expect((await postRow(t, nenaPost))?.status).toBe('active');
  });

  it('lists posts newest first, paged, searched by title or author from 3 characters', async () => {
    const all = await posts('');
    expect(all.total).toBe(2);
    expect(ids(all)).toEqual([tomasPost, nenaPost]);
    expect(all.data[1]).toMatchObject({
      title: 'Ripe mangoes',
      status: 'active',
      user_id: nena.id,
      author: { id: nena.id, username: nena.username, display_name: 'Aling Nena' },
    });
    const paged = await posts('page=2&pageSize=1');
    expect(ids(paged)).toEqual([nenaPost]);
    expect(paged.total).toBe(2);

    expect(ids(await posts('search=MANGO'))).toEqual([nenaPost]);
    expect(ids(await posts('search=aling'))).toEqual([nenaPost]);
    expect(ids(await posts(`search=${tomas.username}`))).toEqual([tomasPost]);
    // Wildcards are taken literally; under 3 characters the search is ignored.
    expect(ids(await posts('search=50%25'))).toEqual([tomasPost]);
    expect((await posts('search=%25%25%25')).total).toBe(0);
    expect((await posts('search=ma')).total).toBe(2);
  });

  it('lists users with their post counts, searched and filtered by ban', async () => {
    const all = await users('pageSize=50');
    expect(all.total).toBe(4);
    const row = all.data.find((user) => user.id === nena.id);
    expect(row).toEqual({
      id: nena.id,
      username: nena.username,
      display_name: 'Aling Nena',
      email: nena.email,
      is_admin: false,
      banned_until: null,
      created_at: expect.any(String),
      post_count: 1,
      flagged_messages: 0,
    });
    expect(all.data.find((user) => user.id === boss.id)).toMatchObject({ is_admin: true });
    expect(ids(await users('search=tomas'))).toEqual([tomas.id]);
    expect((await users('search=to')).total).toBe(4);
    expect((await users('status=banned')).total).toBe(0);
    expect((await users('status=active')).total).toBe(4);
    expect((await get(t.app, '/api/admin/users?status=gone', boss.token)).statusCode).toBe(400);
  });

  it('refuses to ban oneself, another admin, an unknown user or an unknown choice', async () => {
    const self = await ban(boss.id, 7);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('cannot_ban_self');
    const admin = await ban(deputy.id, 7);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().code).toBe('cannot_ban_admin');
    expect((await ban('no-such-user', 7)).statusCode).toBe(404);
    const odd = await ban(tomas.id, 3);
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fields.days).toBe('errors.banInvalid');
  });

  it('bans at once: the token answers 403 banned and the posts leave the feed; clear restores', async () => {
    const before = Date.now();
    const res = await ban(tomas.id, 7);
    expect(res.statusCode).toBe(200);
    const until = new Date(res.json().banned_until).getTime();
    expect(until - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(until - before).toBeLessThan(7 * DAY_MS + 60_000);

    const threads = await get(t.app, '/api/threads', tomas.token);
    expect(threads.statusCode).toBe(403);
    expect(threads.json().code).toBe('banned');
    expect(ids(await listPosts(t))).not.toContain(tomasPost);

    expect(ids(await posts('authorStatus=banned'))).toEqual([tomasPost]);
    expect(ids(await posts('authorStatus=active'))).toEqual([nenaPost]);
    expect(ids(await users('status=banned'))).toEqual([tomas.id]);

    const permanent = await ban(tomas.id, 'permanent');
    expect(permanent.json().banned_until).toBe(PERMANENT_BAN_UNTIL);
    expect((await get(t.app, '/api/threads', tomas.token)).statusCode).toBe(403);

    const cleared = await ban(tomas.id, 'clear');
    expect(cleared.json()).toEqual({ id: tomas.id, banned_until: null });
    expect((await get(t.app, '/api/threads', tomas.token)).statusCode).toBe(200);
    expect(ids(await listPosts(t))).toContain(tomasPost);
    expect((await users('status=banned')).total).toBe(0);

    // A one-day ban, then a 30-day one.
    const one = (await ban(nena.id, 1)).json().banned_until;
    expect(new Date(one).getTime() - Date.now()).toBeLessThanOrEqual(DAY_MS);
    const thirty = (await ban(nena.id, 30)).json().banned_until;
    expect(new Date(thirty).getTime() - Date.now()).toBeGreaterThan(29 * DAY_MS);
    expect((await ban(nena.id, 'clear')).statusCode).toBe(200);
  });

  it('archives a post: hidden, closed, gone from the feed; again changes nothing', async () => {
    const res = await patch(t.app, `/api/admin/posts/${nenaPost}/archive`, {}, boss.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: nenaPost, status: 'hidden' });
    const row = await postRow(t, nenaPost);
    expect(row?.status).toBe('hidden');
    expect(row?.closed_at).toEqual(expect.any(String));
    expect(ids(await listPosts(t))).not.toContain(nenaPost);
    expect((await posts('')).data.find((item) => item.id === nenaPost)?.status).toBe('hidden');

    const again = await patch(t.app, `/api/admin/posts/${nenaPost}/archive`, {}, boss.token);
    expect(again.statusCode).toBe(200);
    const missing = await patch(t.app, '/api/admin/posts/no-such-post/archive', {}, boss.token);
    expect(missing.statusCode).toBe(404);
  });

  it('logs every action, newest first, with the admin’s username', async () => {
    const res = await get(t.app, '/api/admin/actions?pageSize=50', boss.token);
    expect(res.statusCode).toBe(200);
    const log = res.json() as Page<{
      action: string;
      subject_type: string;
      subject_id: string;
      admin_username: string;
      details: Record<string, unknown> | null;
    }>;
    expect(log.total).toBe(7);
    expect(log.data.map((entry) => [entry.action, entry.subject_id])).toEqual([
      ['post_archived', nenaPost],
      ['user_unbanned', nena.id],
      ['user_banned', nena.id],
      ['user_banned', nena.id],
      ['user_unbanned', tomas.id],
      ['user_banned', tomas.id],
      ['user_banned', tomas.id],
    ]);
    expect(log.data.every((entry) => entry.admin_username === boss.username)).toBe(true);
    expect(log.data[0]).toMatchObject({
      subject_type: 'post',
      details: { previous_status: 'active' },
    });
    expect(log.data[5]).toMatchObject({
      subject_type: 'user',
      details: { days: 'permanent', banned_until: PERMANENT_BAN_UNTIL },
    });
    const page = (await get(t.app, '/api/admin/actions?page=2&pageSize=5', boss.token)).json();
    expect(page.data).toHaveLength(2);
  });
});
