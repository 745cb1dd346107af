import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { later, notificationMailsTo } from '../../test/notifications';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { completeThread, sale, sendOk } from '../../test/threads';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Email notifications: the unread-message email after MESSAGE_EMAIL_DELAY_S (reached here by
// giving the worker a later clock), the sale email, the settings, and one-click unsubscribe.

const DELAY_MS = 900_000;
const AFTER_DELAY = DELAY_MS + 5_000;

describe.each(testEngines)('notification emails on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://palengke.example' });
    seller = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  const drainLater = (ms = AFTER_DELAY) => t.app.notifications.drain(later(ms));
  const markRead = (threadId: string, user: SignedInUser) =>
    post(t.app, `/api/threads/${threadId}/read`, {}, user.token);

  it('emails a message still unread after the delay, once per thread until it is read', async () => {
    const buyer = await signUpAndConfirm(t);
    const { threadId } = await sale(t, seller, buyer, { completed: false, title: 'Kalabasa' });
    await markRead(threadId, seller);
    await sendOk(t, seller, threadId, 'Meron pa po.\nKunin niyo na lang bukas.');

    await t.app.notifications.drain();
    expect(notificationMailsTo(t, buyer.email)).toEqual([]); // not before the delay

    await drainLater(DELAY_MS - 60_000);
    expect(notificationMailsTo(t, buyer.email)).toEqual([]);

    await drainLater();
    const [mail, ...more] = notificationMailsTo(t, buyer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`${seller.display_name} wrote about Kalabasa`);
    expect(mail?.text).toContain('> Meron pa po.\n> Kunin niyo na lang bukas.');
    expect(mail?.text).toContain(`https://palengke.example/threads/${threadId}`);
    expect(mail?.html).toContain(`href="https://palengke.example/threads/${threadId}"`);
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<https:\/\/palengke\.example\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // More unread messages: no second email for the thread until it has been read.
    await sendOk(t, seller, threadId, 'Hello?');
    await drainLater(2 * AFTER_DELAY);
    expect(notificationMailsTo(t, buyer.email)).toHaveLength(1);

    // Read, then a new message left unread: one more email.
    await markRead(threadId, buyer);
    await sendOk(t, seller, threadId, 'Nandito na ako.');
    await drainLater(3 * AFTER_DELAY);
    const mails = notificationMailsTo(t, buyer.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain('> Nandito na ako.');
    expect(mails[1]?.text).not.toContain('Kunin niyo');
  });

  it('sends no email for a message read in time', async () => {
    const buyer = await signUpAndConfirm(t);
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    await sendOk(t, seller, threadId, 'Meron pa.');
    await t.app.notifications.drain();
    await markRead(threadId, buyer);
    await drainLater();
    expect(notificationMailsTo(t, buyer.email)).toEqual([]);
    // The seller never read the buyer's first message: that one is emailed to the seller.
    expect(notificationMailsTo(t, seller.email).map((mail) => mail.text)).toEqual([
      expect.stringContaining('> Available pa po?'),
    ]);
    await markRead(threadId, seller);
  });

  it('writes the email in the recipient’s language', async () => {
    const buyer = await signUpAndConfirm(t);
    await patch(t.app, '/api/me/profile', { language: 'tl' }, buyer.token);
    const { threadId } = await sale(t, seller, buyer, { completed: false, title: 'Tuyo' });
    await markRead(threadId, seller);
    await sendOk(t, seller, threadId, 'Meron pa.');
    await drainLater();
    const [mail] = notificationMailsTo(t, buyer.email);
    expect(mail?.subject).toBe(`Sumulat si ${seller.display_name} tungkol sa Tuyo`);
  });

  /** The language as stored on the account, whatever screen set it. */
  const speaksCebuano = (user: SignedInUser) =>
    t.app.database.db
      .updateTable('users')
      .set({ locale: 'ceb' })
      .where('id', '=', user.id)
      .execute();

  it('writes the message email in Cebuano to a person whose language is Cebuano', async () => {
    const buyer = await signUpAndConfirm(t);
    await speaksCebuano(buyer);
    const { threadId } = await sale(t, seller, buyer, { completed: false, title: 'Bulad' });
    await markRead(threadId, seller);
    await sendOk(t, seller, threadId, 'Naa pa.');
    await drainLater();
    const [mail, ...more] = notificationMailsTo(t, buyer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Nagsulat si ${seller.display_name} bahin sa Bulad`);
    expect(mail?.text).toContain(`Kumusta ${buyer.display_name},`);
    expect(mail?.text).toContain(
      `Nagsulat si ${seller.display_name} bahin sa "Bulad" ug wala pa nimo kini mabasa:\n\n> Naa pa.`,
    );
    expect(mail?.text).toContain(`Tubaga sa chat: https://palengke.example/threads/${threadId}`);
    expect(mail?.text).toContain(
      'Nakadawat ka niini nga email tungod sa imong settings sa pahibalo sa Palengke.\nHunonga ang mga email bahin sa mga mensahe nga wala pa nabasa: https://palengke.example/',
    );
  });

  it('writes the sale email in Cebuano to a person whose language is Cebuano', async () => {
    const buyer = await signUpAndConfirm(t);
    await speaksCebuano(buyer);
    const { threadId } = await sale(t, seller, buyer, { completed: false, title: 'Saging' });
    await markRead(threadId, seller);
    await completeThread(t, seller, threadId);
    await t.app.notifications.drain();
    const [mail, ...more] = notificationMailsTo(t, buyer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Kumusta ang imong gipalit nga Saging?');
    expect(mail?.text).toContain(
      `Gimarkahan ni ${seller.display_name} nga nahuman na ang baligya sa "Saging".\nTabangi ang imong mga silingan: i-rate ang tigbaligya ug pagsulat og mubo nga review.`,
    );
    expect(mail?.text).toContain(
      `I-rate ang tigbaligya: https://palengke.example/threads/${threadId}`,
    );
    expect(mail?.text).toContain('Hunonga ang mga email bahin sa imong mga gipalit: https://');
  });

  it('invites the buyer to review when the sale is marked complete', async () => {
    const buyer = await signUpAndConfirm(t);
    const { threadId } = await sale(t, seller, buyer, { completed: false, title: 'Sitaw' });
    await markRead(threadId, seller);
    await completeThread(t, seller, threadId);
    await t.app.notifications.drain();
    const [mail, ...more] = notificationMailsTo(t, buyer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('How was your Sitaw?');
    expect(mail?.text).toContain(`${seller.display_name} marked the sale of "Sitaw" complete.`);
    expect(mail?.text).toContain(`Rate the seller: https://palengke.example/threads/${threadId}`);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('respects the email settings', async () => {
    const buyer = await signUpAndConfirm(t);
    await patch(
      t.app,
      '/api/me/notifications',
      { messages_email: false, sales_email: false },
      buyer.token,
    );
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    await markRead(threadId, seller);
    await sendOk(t, seller, threadId, 'Meron pa.');
    await completeThread(t, seller, threadId);
    await drainLater();
    expect(notificationMailsTo(t, buyer.email)).toEqual([]);
  });

  describe('one-click unsubscribe', () => {
    async function messageMail() {
      const buyer = await signUpAndConfirm(t);
      const { threadId } = await sale(t, seller, buyer, { completed: false });
      await markRead(threadId, seller);
      await sendOk(t, seller, threadId, 'Meron pa.');
      await drainLater();
      const [mail] = notificationMailsTo(t, buyer.email);
      const token = decodeURIComponent(mail!.text.match(/\/unsubscribe\?token=(\S+)/)![1]!);
      return { buyer, mail: mail!, token };
    }
    const settingsOf = async (user: SignedInUser) =>
      (await get(t.app, '/api/me/notifications', user.token)).json() as Record<string, boolean>;

    it('turns off that kind of email from the link, without a session', async () => {
      const { buyer, token } = await messageMail();
      const res = await post(t.app, '/api/notifications/unsubscribe', { token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true, setting: 'messages_email' });
      expect(await settingsOf(buyer)).toEqual({
        messages_push: true,
        messages_email: false,
        sales_push: true,
        sales_email: true,
        alerts_push: true,
        alerts_email: true,
        sms: false,
        suki_posts: true,
      });
    });

    it('answers the RFC 8058 one-click POST of a mail app', async () => {
      const { buyer, mail } = await messageMail();
      const url = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1));
      const res = await t.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(res.statusCode).toBe(200);
      expect((await settingsOf(buyer)).messages_email).toBe(false);
    });

    it('refuses a forged or altered token', async () => {
      const { buyer, token } = await messageMail();
      const [userId, , signature] = token.split('.');
      for (const bad of [
        `${userId}.sales_email.${signature}`, // another setting with the same signature
        `${seller.id}.messages_email.${signature}`, // someone else
        `${userId}.messages_email.${signature!.startsWith('A') ? 'B' : 'A'}${signature!.slice(1)}`,
        'not-a-token-at-all',
      ]) {
        const res = await post(t.app, '/api/notifications/unsubscribe', { token: bad });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          error: 'This unsubscribe link is not valid.',
          code: 'invalid_token',
        });
      }
      expect((await settingsOf(buyer)).messages_email).toBe(true);
      expect((await post(t.app, '/api/notifications/unsubscribe', {})).json().code).toBe(
        'invalid_token',
      );
    });
  });
});
