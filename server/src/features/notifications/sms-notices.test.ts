import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { later } from '../../test/notifications';
import { readSms, signUpByPhone, type PhoneUser } from '../../test/phones';
import { reserve } from '../../test/sales';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { completeThread, sale, sendOk } from '../../test/threads';
import { patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { createSmsNotices, SMS_NOTICES_PER_DAY } from './sms-notices';

// SMS notices (issue 37) for people without e-mail: a message unread for 30 minutes (one SMS a
// thread a day), a sale recorded, a hold made for them; at most 5 a person a day; the setting.

const SMS_DELAY_MS = 1_800_000;

describe.each(testEngines)('SMS notices on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: 'https://palengke.example' });
    seller = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  const smsAfterCodes = (user: PhoneUser) =>
    readSms(t, user.phone).filter((sms) => !sms.text.startsWith('Palengke code'));

  it('tells a phone-only buyer of a message unread for 30 minutes, once a thread a day', async () => {
    const buyer = await signUpByPhone(t);
    const { threadId } = await sale(t, seller, buyer, { completed: false, title: 'Kalabasa' });
    await post(t.app, `/api/threads/${threadId}/read`, {}, seller.token);
    await sendOk(t, seller, threadId, 'Meron pa po.');
    await t.app.notifications.drain(later(SMS_DELAY_MS - 60_000));
    expect(smsAfterCodes(buyer)).toEqual([]);

    await t.app.notifications.drain(later(SMS_DELAY_MS + 5_000));
    const [sms, ...more] = smsAfterCodes(buyer);
    expect(more).toEqual([]);
    expect(sms!.text).toBe(
      `Palengke: ${seller.display_name} wrote about "Kalabasa". Reply: https://palengke.example/threads/${threadId}`,
    );
    expect(sms!.text.length).toBeLessThanOrEqual(160);

    await sendOk(t, seller, threadId, 'Hello po?');
    await t.app.notifications.drain(later(2 * SMS_DELAY_MS));
    expect(smsAfterCodes(buyer)).toHaveLength(1);
  });

  it('tells of a hold and a sale, in the person’s language, and not once SMS are off', async () => {
    const buyer = await signUpByPhone(t);
    await patch(t.app, '/api/me/profile', { language: 'tl' }, buyer.token);
    const { threadId } = await sale(t, seller, buyer, { completed: false, title: 'Itlog' });
    expect((await reserve(t, seller, threadId, { qty: 2 })).statusCode).toBe(200);
    // Each told in its turn: a sale right after a hold overtakes the hold's notice.
    await t.app.notifications.drain();
    await completeThread(t, seller, threadId);
    await t.app.notifications.drain();
    const texts = smsAfterCodes(buyer).map((sms) => sms.text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain('nakareserba sa iyo');
    expect(texts[1]).toContain(`itinala ni ${seller.display_name} ang binili mong "Itlog"`);

    const quiet = await signUpByPhone(t);
    expect(
      (await patch(t.app, '/api/me/notifications', { sms: false }, quiet.token)).json().sms,
    ).toBe(false);
    await sale(t, seller, quiet, { title: 'Saging' });
    await t.app.notifications.drain(later(2 * SMS_DELAY_MS));
    expect(smsAfterCodes(quiet)).toEqual([]);
  });

  it('sends an e-mail account no SMS notices', async () => {
    const buyer = await signUpAndConfirm(t);
    const before = readSms(t).length;
    await sale(t, seller, buyer, { title: 'Mangga' });
    await t.app.notifications.drain(later(2 * SMS_DELAY_MS));
    expect(readSms(t).length).toBe(before);
  });

  it('sends a person at most 5 notices a day', async () => {
    const person = await signUpByPhone(t);
    const smsNotice = createSmsNotices({ dailyLimit: 1000, log: { warn: () => undefined } });
    const recipient = { id: person.id, login_phone: person.phone, settings: { sms: true } };
    const db = t.app.database.db;
    const sent: boolean[] = [];
    for (let i = 0; i < SMS_NOTICES_PER_DAY + 1; i++) {
      sent.push(await smsNotice(db, recipient, 'sale', `thread-${i}`, `Notice ${i}`));
    }
    expect(sent).toEqual([true, true, true, true, true, false]);
    // The server's SMS_DAILY_LIMIT holds notices back too (codes and notices count together).
    const capped = createSmsNotices({ dailyLimit: 0, log: { warn: () => undefined } });
    const other = await signUpByPhone(t);
    const otherRecipient = { id: other.id, login_phone: other.phone, settings: { sms: true } };
    expect(await capped(db, otherRecipient, 'sale', 'y', 'Over the cap')).toBe(false);
    // A day later the count starts again.
    expect(await smsNotice(db, recipient, 'sale', 'x', 'Next day', later(86_400_000 + 1_000))).toBe(
      true,
    );
  });
});
