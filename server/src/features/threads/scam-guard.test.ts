import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScamFlag } from '@core/scam-flags';
import { createPost } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { messagesOf, sale, sendOk, startThread } from '../../test/threads';
import { get, signUpAndConfirm, type SignedInUser } from '../../test/users';

// The scam guard in chat (issue 12): every stored message carries the flags the server found,
// the message itself is delivered unchanged, and admins see a count per person.

/** Real-world messages, with what each must earn. The clean ones are the everyday traps. */
const CONVERSATION: [body: string, flags: ScamFlag[]][] = [
  ['Available pa po? Magkano po 2 kg?', []],
  ['Yes po! ₱120 per kilo, 2 kg = ₱240', []],
  ['Kita tayo 5:30 pm sa may Jollibee, cash on pickup', []],
  ['Harvest 2024 pa yung bigas, 25 kg sack ₱1,350', []],
  ['Mamaya na lang po ako dadaan, maya-maya fish din meron?', []],
  ['Thanks in advance po!', []],
  ['Text mo na lang ako 0917 123 4567', ['contact']],
  ['WhatsApp: +63 917 1234567', ['contact']],
  ['09171234567 po yan', ['contact']],
  ['Email me: aling.nena@gmail.com', ['contact']],
  ['Order here https://example.com/kakanin', ['link']],
  ['Mas mura dito bit.ly/murangbigas', ['link']],
  ['GCash muna po bago ko ipadala', ['payment']],
  ['Bayad muna bago kunin ha', ['payment']],
  ['Please send payment first so I can reserve it', ['payment']],
  ['Downpayment muna ₱200, then balance on delivery', ['payment']],
  ['Padala muna sa PayMaya ko', ['payment']],
  ['Bank transfer lang po, BDO', ['payment']],
  ['DP muna sis para sure', ['payment']],
  // Cebuano: paying ahead in everyday Bisaya is flagged; paying on pickup is not.
  ['Bayri sa ko daan para ma-reserve nimo', ['payment']],
  ['Bayad lang inig abot, bai', []],
  ['Padad-i ko og kwarta una, unya ihatod nako', ['payment']],
  ['Pag-send na sa bayad karon aron ma-ship nako ugma', ['payment']],
  ['Pay first via gcash.me/nena or text 0917-123-4567', ['contact', 'link', 'payment']],
];

describe.each(testEngines)('scam guard on %s', (engine) => {
  let t: TestApp;
  let admin: SignedInUser;
  let seller: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { adminEmails: ['guard-admin@example.com'] });
    admin = await signUpAndConfirm(t, { email: 'guard-admin@example.com' });
    seller = await signUpAndConfirm(t);
    buyer = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  it('flags each message as it is sent, both ways, and delivers it unchanged', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    for (const [index, [body, flags]] of CONVERSATION.entries()) {
      const sender = index % 2 === 0 ? buyer : seller;
      const sent = await sendOk(t, sender, threadId, body);
      expect(sent, body).toMatchObject({ body, flags });
    }

    // Both sides read the same flags back; the first message (no flags) came with the thread.
    const expected = [
      { body: 'Available pa po?', flags: [] },
      ...CONVERSATION.map(([body, flags]) => ({ body, flags })),
    ];
    for (const reader of [buyer, seller]) {
      const read = await messagesOf(t, reader, threadId);
      expect(read.map(({ body, flags }) => ({ body, flags }))).toEqual(expected);
    }
  });

  it('flags the first message of a new thread too', async () => {
    const { id: postId } = await createPost(t, seller, { title: 'Ube halaya' });
    const threadId = await startThread(t, buyer, postId, 'Bayaran mo muna sa GCash 09181234567');
    const [first] = await messagesOf(t, seller, threadId);
    expect(first).toMatchObject({
      sender_id: buyer.id,
      body: 'Bayaran mo muna sa GCash 09181234567',
      flags: ['contact', 'payment'],
    });

    // Asking again about the same post sends into the existing thread, flagged the same way.
    const again = await startThread(t, buyer, postId, 'Link: www.example.com/ube');
    expect(again).toBe(threadId);
    const messages = await messagesOf(t, buyer, threadId);
    expect(messages.at(-1)).toMatchObject({ flags: ['link'] });
  });

  it('counts flagged messages per person in the admin users list', async () => {
    const res = await get(t.app, '/api/admin/users?pageSize=50', admin.token);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data as Array<{ id: string; flagged_messages: number }>;
    const count = (user: SignedInUser) => rows.find((row) => row.id === user.id)?.flagged_messages;
    const flaggedBy = (parity: number) =>
      CONVERSATION.filter(([, flags], index) => index % 2 === parity && flags.length > 0).length;
    // The buyer also sent two flagged messages in the second test.
    expect(count(buyer)).toBe(flaggedBy(0) + 2);
    expect(count(seller)).toBe(flaggedBy(1));
    expect(count(admin)).toBe(0);
  });

  it('stores the flags beside the message', async () => {
    const rows = await t.app.database.db
      .selectFrom('messages')
      .select(['body', 'flags'])
      .where('body', '=', CONVERSATION.at(-1)![0])
      .execute();
    expect(rows).toEqual([{ body: CONVERSATION.at(-1)![0], flags: 'contact,link,payment' }]);
  });
});
