import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, solidImage } from '../../test/images';
import { del } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Feedback (SPEC §4 Feedback, §5 Feedback, §6, §7 Feedback): anyone sends it, visitors with
// an email; admins list, count, toggle and delete it; every admin change is logged.

const FORBIDDEN = { error: 'Forbidden', code: 'forbidden' };

describe.each(testEngines)('feedback on %s', (engine) => {
  let t: TestApp;
  let boss: SignedInUser;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { adminEmails: ['boss@example.com'] });
    boss = await signUpAndConfirm(t, { email: 'boss@example.com' });
    user = await signUpAndConfirm(t);
  });
  afterAll(() => t.close());

  const send = (body: object, token?: string) => post(t.app, '/api/feedback', body, token);
  const mediaFile = (publicPath: string) =>
    path.join(t.config.dataDir, 'media', publicPath.slice('/media/'.length));

  it('takes a visitor’s feedback only with a valid email', async () => {
    const base = { category: 'idea', message: 'Add a map view', path: '/', userAgent: 'Test/1.0' };
    const none = await send(base);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'validation_failed',
      fields: { email: 'errors.emailRequired' },
    });
    const invalid = await send({ ...base, email: 'not-an-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.email).toBe('errors.emailInvalid');

    const ok = await send({ ...base, email: ' Juan@Example.com ' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      category: 'idea',
      status: 'new',
      message: 'Add a map view',
      path: '/',
      user_agent: 'Test/1.0',
      images: [],
      user_id: null,
      email: 'juan@example.com',
    });
  });

  it('links a signed-in sender, who needs no email', async () => {
    const res = await send({ category: 'bug', message: 'The button is broken' }, user.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user_id: user.id,
      username: user.username,
      email: user.email,
      path: null,
    });
  });

  it('checks the category and the message', async () => {
    const bad = await send({ category: 'rant', message: 'hi', email: 'a@example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      category: 'errors.feedbackCategoryRequired',
      message: 'errors.feedbackTooShort',
    });
    const spaces = await send({ category: 'bug', message: '  abcd  ' }, user.token);
    expect(spaces.statusCode).toBe(400);
  });

  it('stores one screenshot, re-encoded and at most 1600 px a side', async () => {
    const png = await solidImage('png', 2400, 1200);
    const res = await send(
      { category: 'bug', message: 'Look at this', images: [dataUrl('image/png', png)] },
      user.token,
    );
    expect(res.statusCode).toBe(201);
    const [image] = res.json().images as string[];
    expect(image).toMatch(/^\/media\/feedback\/.+\.jpg$/);
    const meta = await sharp(fs.readFileSync(mediaFile(image!))).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });

    const two = await send(
      {
        category: 'bug',
        message: 'Two shots',
        images: [dataUrl('image/png', png), dataUrl('image/png', png)],
      },
      user.token,
    );
    expect(two.statusCode).toBe(400);

    const gif = await send(
      {
        category: 'bug',
        message: 'A gif',
        images: [dataUrl('image/png', await solidImage('gif', 10, 10))],
      },
      user.token,
    );
    expect(gif.statusCode).toBe(415);
    expect(gif.json().code).toBe('unsupported_image_type');
  });

  it('limits sending per address', async () => {
    const from = { remoteAddress: '192.0.2.44' };
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: { category: 'other', message: `Note number ${i}`, email: 'a@example.com' },
        ...from,
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('keeps the admin calls for admins', async () => {
    for (const [method, url] of [
      ['GET', '/api/feedback'],
      ['GET', '/api/feedback/count-new'],
      ['PATCH', '/api/feedback/some-id/status'],
      ['DELETE', '/api/feedback/some-id'],
    ] as const) {
      const payload = method === 'PATCH' ? { status: 'reviewed' } : undefined;
      expect((await t.app.inject({ method, url, payload })).statusCode, url).toBe(401);
      const asUser = await t.app.inject({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(asUser.statusCode, url).toBe(403);
      expect(asUser.json()).toEqual(FORBIDDEN);
    }
  });

  it('lists, counts, toggles and deletes feedback with its screenshot, logging each change', async () => {
    const png = await solidImage('png', 40, 40);
    const sent = (
      await send(
        { category: 'bug', message: 'Delete me later', images: [dataUrl('image/png', png)] },
        user.token,
      )
    ).json();
    const file = mediaFile(sent.images[0]);
    expect(fs.existsSync(file)).toBe(true);

    const count = (await get(t.app, '/api/feedback/count-new', boss.token)).json().count;
    const all = (await get(t.app, '/api/feedback?status=new', boss.token)).json();
    expect(all.total).toBe(count);
    expect(all.data[0]).toMatchObject({ id: sent.id, message: 'Delete me later' });
    const paged = (await get(t.app, '/api/feedback?page=2&pageSize=2', boss.token)).json();
    expect(paged.data).toHaveLength(2);

    const url = `/api/feedback/${sent.id}/status`;
    const reviewed = await patch(t.app, url, { status: 'reviewed' }, boss.token);
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().status).toBe('reviewed');
    expect((await get(t.app, '/api/feedback/count-new', boss.token)).json().count).toBe(count - 1);
    const onlyReviewed = (await get(t.app, '/api/feedback?status=reviewed', boss.token)).json();
    expect(onlyReviewed.data.map((item: { id: string }) => item.id)).toEqual([sent.id]);

    const back = await patch(t.app, url, { status: 'new' }, boss.token);
    expect(back.json().status).toBe('new');
    expect((await patch(t.app, url, { status: 'done' }, boss.token)).statusCode).toBe(400);

    expect((await del(t, `/api/feedback/${sent.id}`, boss.token)).statusCode).toBe(200);
    expect(fs.existsSync(file)).toBe(false);
    expect((await del(t, `/api/feedback/${sent.id}`, boss.token)).statusCode).toBe(404);
    expect((await patch(t.app, url, { status: 'new' }, boss.token)).statusCode).toBe(404);

    const log = (await get(t.app, '/api/admin/actions?pageSize=3', boss.token)).json();
    expect(log.total).toBe(3);
    expect(log.data).toMatchObject([
      { action: 'feedback_deleted', subject_type: 'feedback', subject_id: sent.id },
      { action: 'feedback_status', details: { status: 'new' }, admin_username: boss.username },
      { action: 'feedback_status', details: { status: 'reviewed' }, admin_id: boss.id },
    ]);
  });
});
