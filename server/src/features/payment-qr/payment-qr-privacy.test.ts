import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testQrPhPayload } from '@core/qrph/test-payloads';
import { saveQr, threadQrOk } from '../../test/payment-qr';
import { createPost } from '../../test/posts';
import { reserve, sellOk } from '../../test/sales';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { sendOk, startThread } from '../../test/threads';
import { get, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { fakeWebBuild, loadSourceRenderer } from '../../test/web-build';

// The payload goes nowhere but GET /api/me/payment-qr and, at pickup, the thread's QR (issue
// 40): not posts, the feed, profiles (public or one's own), pages or their state, link
// previews, notifications, nor e-mails. A QR is saved, every other answer is read, and the
// code's text must be in none of them, whole or in part.

const PUBLIC_URL = 'https://palengke.example';
const PAYLOAD = testQrPhPayload({
  name: 'JUAN DELA CRUZ',
  account: '09171234567',
  bic: 'PAPHPHM1XXX',
});
/** The code whole, its opening (the QR Ph template) and its end (the CRC). */
const FRAGMENTS = [PAYLOAD, PAYLOAD.slice(0, 40), PAYLOAD.slice(-30)];

describe.each(testEngines)('the payment QR stays out of every other answer on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let admin: SignedInUser;
  let postId: string;
  let soldPostId: string;
  let threadId: string;
  const dist = fakeWebBuild();

  const expectNoPayload = (where: string, body: string) => {
    for (const fragment of FRAGMENTS) expect(body, where).not.toContain(fragment);
  };

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { webDistDir: dist, publicUrl: PUBLIC_URL, adminEmails: ['qr-admin@example.com'] },
      { loadWebRenderer: loadSourceRenderer },
    );
    admin = await signUpAndConfirm(t, { email: 'qr-admin@example.com' });
    seller = await signUpAndConfirm(t, { display_name: 'Aling Nena' });
    buyer = await signUpAndConfirm(t);
    await saveQr(t, seller, PAYLOAD);
    postId = (await createPost(t, seller, { title: 'Ube halaya', qty: 5 })).id;
    threadId = await startThread(t, buyer, postId, 'Available pa po?');
    expect((await reserve(t, seller, threadId, { qty: 2 })).statusCode).toBe(200);
    await sendOk(t, seller, threadId, 'Sige po, bayad inig kuha.');
    // A second sale, completed, so the sale notices go out too.
    soldPostId = (await createPost(t, seller, { title: 'Puto' })).id;
    const soldThread = await startThread(t, buyer, soldPostId, 'Pabili po');
    await sellOk(t, seller, soldThread);
    // The buyer may see it at pickup: the one place besides the seller's own.
    expect((await threadQrOk(t, buyer, threadId)).payload).toBe(PAYLOAD);
    await t.app.notifications.drain();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('is in no API answer to the seller, the buyer, a visitor or an admin', async () => {
    const calls: Array<[SignedInUser | undefined, string]> = [];
    for (const user of [seller, buyer, undefined]) {
      calls.push(
        [user, '/api/posts?page=1&pageSize=50'],
        [user, `/api/posts/${postId}`],
        [user, `/api/posts/${soldPostId}`],
        [user, `/api/profiles/by-username?username=${seller.username}`],
        [user, `/api/profiles/${seller.id}`],
        [user, `/api/users/${seller.id}/rating`],
        [user, `/api/reviews?revieweeId=${seller.id}`],
        [user, '/api/posts/map?zoom=10&bbox=120,14,122,15.5'],
      );
    }
    for (const user of [seller, buyer]) {
      calls.push(
        [user, '/api/me/profile'],
        [user, `/api/profiles?ids=${seller.id},${buyer.id}`],
        [user, '/api/threads'],
        [user, `/api/threads/${threadId}`],
        [user, `/api/threads/${threadId}/messages`],
        [user, '/api/posts?mine=1'],
        [user, `/api/posts?userId=${seller.id}`],
        [user, '/api/me/notifications'],
      );
    }
    calls.push(
      [seller, `/api/posts/${postId}/sales`],
      [buyer, '/api/me/export'],
      [admin, '/api/admin/users?pageSize=50'],
      [admin, '/api/admin/posts?pageSize=50'],
    );
    for (const [user, url] of calls) {
      const res = await get(t.app, url, user?.token);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expectNoPayload(`${url} as ${user?.username ?? 'visitor'}`, res.body);
    }
    // The seller's own, by contrast, carries it.
    expect((await get(t.app, '/api/me/payment-qr', seller.token)).body).toContain(PAYLOAD);
  });

  it('is in no page, its hydration state or its link preview (pages never know the reader)', async () => {
    for (const url of [
      '/',
      `/post/${postId}`,
      `/post/${soldPostId}`,
      `/user/${seller.username}`,
      `/user/${seller.id}`,
      `/threads/${threadId}`,
      '/profile',
      '/sitemap.xml',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expectNoPayload(url, res.body);
    }
  });

  it('is in no e-mail, SMS or notification sent or waiting', async () => {
    const outbox = path.join(t.config.dataDir, 'outbox');
    const files = fs.readdirSync(outbox).filter((file) => file.endsWith('.json'));
    // The sign-ups, the seller's "Your payment QR was changed" and the buyer's sale notices.
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) {
      expectNoPayload(file, fs.readFileSync(path.join(outbox, file), 'utf8'));
    }
    const waiting = await t.app.database.db.selectFrom('outbox').select('payload').execute();
    for (const event of waiting) expectNoPayload('outbox event', event.payload);
  });
});
