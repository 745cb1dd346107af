import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QRPH_PROVIDERS } from '@core/qrph/providers';
import { testQrPhPayload, withWrongCrc } from '@core/qrph/test-payloads';
import { dataUrl, noisePng, solidImage } from '../../test/images';
import {
  ageQrChanges,
  checkQr,
  deleteQr,
  ownQr,
  pngDataUrl,
  putQr,
  qrPhoto,
  qrPng,
  saveQr,
  setLanguage,
} from '../../test/payment-qr';
import { signUpByPhone } from '../../test/phones';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, readOutbox, signUpAndConfirm, type SignedInUser } from '../../test/users';
import type { DataExport } from '../export/presenter';

// The seller's own payment QR (issue 40): saved from a picture or its text with the password,
// checked as a QR Ph code, kept as text only, at most 5 changes a day, each one e-mailed.

const GCASH = testQrPhPayload({ bic: 'GXCHPHM2XXX', name: 'J** D.', city: 'Quezon City' });

describe.each(testEngines)('payment QR on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  const refusedWith = async (
    user: SignedInUser,
    body: Record<string, unknown>,
    status: number,
    code: string,
  ) => {
    const res = await putQr(t, user, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code, error: expect.any(String) });
    return res.json() as { error: string; code: string; fields?: Record<string, string> };
  };

  it('saves a QR from a PNG screenshot, keeps only its text, and answers what buyers will see', async () => {
    const seller = await signUpAndConfirm(t);
    const res = await putQr(t, seller, { image: await pngDataUrl(GCASH) });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved).toEqual({
      payload: GCASH,
      recipient_name: 'J** D.',
      city: 'Quezon City',
      provider: 'GCash',
      reveals: [],
      changed_at: expect.any(String),
    });
    expect((await ownQr(t, seller)).json()).toEqual(saved);
    // Only the text: one row, no picture anywhere on disk.
    const rows = await t.app.database.db
      .selectFrom('payment_qrs')
      .selectAll()
      .where('user_id', '=', seller.id)
      .execute();
    expect(rows).toEqual([{ user_id: seller.id, payload: GCASH, changed_at: saved.changed_at }]);
    const media = path.join(t.config.dataDir, 'media');
    const files = fs.existsSync(media)
      ? fs.readdirSync(media, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
      : [];
    expect(files).toEqual([]);
  });

  it('checks a picture without saving it: what buyers would see, or why not, with no password', async () => {
    const seller = await signUpAndConfirm(t);
    const named = testQrPhPayload({
      bic: 'BNORPHMMXXX',
      name: 'JUAN DELA CRUZ',
      mobile: '09171234567',
    });
    const res = await checkQr(t, seller, { image: await pngDataUrl(named) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      payload: named,
      recipient_name: 'JUAN DELA CRUZ',
      city: expect.any(String),
      provider: 'BDO',
      reveals: ['full_name', 'mobile_number'],
    });
    // Nothing kept, nothing counted, nobody told.
    expect((await ownQr(t, seller)).json()).toBeNull();
    const changes = await t.app.database.db
      .selectFrom('payment_qr_changes')
      .select('id')
      .where('user_id', '=', seller.id)
      .execute();
    expect(changes).toEqual([]);
    expect(readOutbox(t).filter((mail) => mail.to === seller.email)).toHaveLength(1);

    const blank = await checkQr(t, seller, {
      image: dataUrl('image/png', await solidImage('png', 600, 600)),
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('qr_not_found');
    const link = await checkQr(t, seller, { image: await pngDataUrl('https://gcash.me/x') });
    expect(link.json().code).toBe('qr_not_qrph');
    const text = await checkQr(t, seller, { payload: named });
    expect(text.statusCode).toBe(400);
    expect(text.json().code).toBe('validation_failed');

    // Then saved by its text, with the password: no second upload.
    const saved = await putQr(t, seller, { payload: res.json().payload });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      provider: 'BDO',
      reveals: ['full_name', 'mobile_number'],
    });
  });

  it('reads a blurred JPEG photo and a WebP too, and the text itself', async () => {
    const seller = await signUpAndConfirm(t);
    const maya = testQrPhPayload({ bic: 'PAPHPHM1XXX', name: 'M** S.' });
    const photo = await putQr(t, seller, { image: dataUrl('image/jpeg', await qrPhoto(maya)) });
    expect(photo.json()).toMatchObject({ payload: maya, provider: 'Maya' });
    const bdo = testQrPhPayload({ bic: 'BNORPHMMXXX' });
    const webp = await sharp(await qrPng(bdo))
      .webp()
      .toBuffer();
    const fromWebp = await putQr(t, seller, { image: dataUrl('image/webp', webp) });
    expect(fromWebp.json()).toMatchObject({ payload: bdo, provider: 'BDO' });
    const typed = await putQr(t, seller, { payload: ` ${GCASH}\n` });
    expect(typed.json()).toMatchObject({ payload: GCASH, provider: 'GCash' });
  });

  it('names every provider in the list from its BIC, and any other as "Bank or e-wallet"', async () => {
    const seller = await signUpAndConfirm(t);
    const bics = [...Object.keys(QRPH_PROVIDERS), 'CELRPHM1XXX'];
    for (const [index, bic] of bics.entries()) {
      // Five changes a day: the earlier ones are moved out of the day as we go.
      await ageQrChanges(t, seller.id, 86_400_000);
      const saved = await saveQr(t, seller, testQrPhPayload({ bic, account: `2170200${index}` }));
      expect(saved.provider, bic).toBe(
        QRPH_PROVIDERS[bic as keyof typeof QRPH_PROVIDERS] ?? 'Bank or e-wallet',
      );
    }
  });

  it('says when buyers will see a full name or a mobile number', async () => {
    const seller = await signUpAndConfirm(t);
    const masked = await saveQr(t, seller, testQrPhPayload({ name: 'JU*N D.' }));
    expect(masked.reveals).toEqual([]);
    const full = await saveQr(
      t,
      seller,
      testQrPhPayload({ name: 'JUAN DELA CRUZ', mobile: '+63-917-1234567' }),
    );
    expect(full).toMatchObject({ recipient_name: 'JUAN DELA CRUZ' });
    expect(full.reveals).toEqual(['full_name', 'mobile_number']);
    const number = await saveQr(t, seller, testQrPhPayload({ account: '09171234567' }));
    expect(number.reveals).toEqual(['mobile_number']);
  });

  it('refuses a picture without a QR code, a link, a foreign code, a bad checksum and a fixed amount', async () => {
    const seller = await signUpAndConfirm(t);
    const noCode = dataUrl('image/png', await solidImage('png', 600, 600));
    await refusedWith(seller, { image: noCode }, 400, 'qr_not_found');
    await refusedWith(
      seller,
      { image: await pngDataUrl('https://gcash.me/juan') },
      400,
      'qr_not_qrph',
    );
    await refusedWith(seller, { payload: 'https://gcash.me/juan' }, 400, 'qr_not_qrph');
    const paynow = testQrPhPayload({ guid: 'SG.PAYNOW', country: 'SG', currency: '702' });
    await refusedWith(seller, { image: await pngDataUrl(paynow) }, 400, 'qr_not_qrph');
    await refusedWith(seller, { payload: withWrongCrc(GCASH) }, 400, 'qr_not_qrph');
    await refusedWith(
      seller,
      { payload: testQrPhPayload({ currency: '840' }) },
      400,
      'qr_not_qrph',
    );
    const withAmount = testQrPhPayload({ amount: '150.00' });
    await refusedWith(seller, { image: await pngDataUrl(withAmount) }, 400, 'qr_has_amount');
    // None of it was kept or counted.
    expect((await ownQr(t, seller)).json()).toBeNull();
    const counted = await t.app.database.db
      .selectFrom('payment_qr_changes')
      .select('id')
      .where('user_id', '=', seller.id)
      .execute();
    expect(counted).toEqual([]);
  });

  it('refuses pictures as photos are refused: too large (413), not an image type (415), broken (422)', async () => {
    const seller = await signUpAndConfirm(t);
    const big = await noisePng(900);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const tooLarge = await refusedWith(
      seller,
      { image: dataUrl('image/png', big) },
      413,
      'image_too_large',
    );
    expect(tooLarge.fields).toEqual({ image: 'errors.imageTooLarge' });
    // Claimed a PNG, really a GIF: the bytes decide.
    const gif = dataUrl('image/png', await solidImage('gif', 40, 40));
    await refusedWith(seller, { image: gif }, 415, 'unsupported_image_type');
    const png = await qrPng(GCASH);
    const broken = dataUrl('image/png', png.subarray(0, png.length - 200));
    await refusedWith(seller, { image: broken }, 422, 'image_invalid');
    // A body past the request limit is refused before it is read.
    const huge = await putQr(t, seller, {
      image: `data:image/png;base64,${'A'.repeat(4_000_000)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('needs exactly one of a picture and a text, and a password', async () => {
    const seller = await signUpAndConfirm(t);
    expect((await refusedWith(seller, {}, 400, 'validation_failed')).fields).toEqual({
      image: 'errors.required',
    });
    const both = await refusedWith(
      seller,
      { image: await pngDataUrl(GCASH), payload: GCASH },
      400,
      'validation_failed',
    );
    expect(both.fields).toEqual({ payload: 'errors.invalid' });
    const link = await refusedWith(
      seller,
      { image: 'https://example.com/qr.png' },
      400,
      'validation_failed',
    );
    expect(link.fields).toEqual({ image: 'errors.imageInvalid' });
    const noPassword = await refusedWith(
      seller,
      { payload: GCASH, password: undefined },
      400,
      'validation_failed',
    );
    expect(noPassword.fields).toEqual({ password: 'errors.passwordRequired' });
  });

  it('changes nothing without the right password (403 invalid_credentials), either way', async () => {
    const seller = await signUpAndConfirm(t);
    const wrong = await refusedWith(
      seller,
      { payload: GCASH, password: 'not-my-password' },
      403,
      'invalid_credentials',
    );
    expect(wrong.error).toBe('The password is not right. Please try again.');
    expect((await ownQr(t, seller)).json()).toBeNull();
    await saveQr(t, seller, GCASH);
    const remove = await deleteQr(t, seller, 'not-my-password');
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ code: 'invalid_credentials' });
    expect((await ownQr(t, seller)).json()).toMatchObject({ payload: GCASH });
  });

  it('asks an account made by SMS, which has no password, to set one first', async () => {
    const seller = await signUpByPhone(t);
    const res = await putQr(t, seller, { payload: GCASH, password: 'anything' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      code: 'password_not_set',
      error:
        'Set a password first: changing where buyers pay needs it. Use “Forgot password” with your mobile number.',
    });
    expect((await ownQr(t, seller)).json()).toBeNull();
  });

  it('removes the QR with the password; removing none changes nothing', async () => {
    const seller = await signUpAndConfirm(t);
    const none = await deleteQr(t, seller);
    expect(none.statusCode).toBe(200);
    await saveQr(t, seller, GCASH);
    const removed = await deleteQr(t, seller);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    const gone = await ownQr(t, seller);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toBeNull();
    const actions = await t.app.database.db
      .selectFrom('payment_qr_changes')
      .select('action')
      .where('user_id', '=', seller.id)
      .orderBy('created_at')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['saved', 'removed']);
  });

  it('allows 5 changes a day (429 rate_limited after, with Retry-After); saving the same QR again is none', async () => {
    const seller = await signUpAndConfirm(t);
    const codes = [1, 2, 3, 4].map((n) => testQrPhPayload({ account: `21702000${n}` }));
    for (const payload of codes) await saveQr(t, seller, payload);
    // The same code again changes nothing and is not counted.
    await saveQr(t, seller, codes[3]!);
    expect((await deleteQr(t, seller)).statusCode).toBe(200);
    const sixth = await putQr(t, seller, { payload: GCASH });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'rate_limited',
      error: 'You can change your payment QR at most 5 times a day. Please try again tomorrow.',
      retry_after_s: expect.any(Number),
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(86_000);
    expect((await deleteQr(t, seller)).statusCode).toBe(429);
    expect((await ownQr(t, seller)).json()).toBeNull();
    // A day later the oldest changes have left the count.
    await ageQrChanges(t, seller.id, 86_400_000);
    expect((await saveQr(t, seller, GCASH)).payload).toBe(GCASH);
  });

  it('e-mails the seller in their language at each change, without the code, and only to a confirmed address', async () => {
    const seller = await signUpAndConfirm(t);
    await setLanguage(t, seller, 'tl');
    const mailsTo = () => readOutbox(t).filter((mail) => mail.to === seller.email);
    const before = mailsTo().length;
    await saveQr(t, seller, testQrPhPayload({ name: 'JUAN DELA CRUZ', bic: 'PAPHPHM1XXX' }));
    await t.app.notifications.drain();
    const [saved] = mailsTo().slice(before);
    expect(saved).toMatchObject({ subject: 'Napalitan ang iyong payment QR' });
    expect(saved!.text).toContain('JUAN DELA CRUZ — Maya');
    expect(saved!.text).toContain(`${t.config.publicUrl}/profile`);

    await setLanguage(t, seller, 'ceb');
    await deleteQr(t, seller);
    await t.app.notifications.drain();
    const removed = mailsTo().slice(before + 1);
    expect(removed.map((mail) => mail.subject)).toEqual(['Giilisan ang imong payment QR']);
    for (const mail of mailsTo()) expect(`${mail.text}${mail.html}`).not.toContain('000201');

    // An English speaker reads English; a refused change sends nothing.
    const other = await signUpAndConfirm(t);
    await saveQr(t, other, GCASH);
    await putQr(t, other, { payload: GCASH, password: 'wrong-password' });
    await t.app.notifications.drain();
    expect(
      readOutbox(t)
        .filter((mail) => mail.to === other.email)
        .map((m) => m.subject),
    ).toEqual([expect.stringContaining('Confirm'), 'Your payment QR was changed']);
  });

  it('says each refusal in the person’s language', async () => {
    const seller = await signUpAndConfirm(t);
    await setLanguage(t, seller, 'tl');
    const noCode = dataUrl('image/png', await solidImage('png', 300, 300));
    expect((await refusedWith(seller, { image: noCode }, 400, 'qr_not_found')).error).toMatch(
      /^Walang nakitang QR code/,
    );
    await setLanguage(t, seller, 'ceb');
    const amount = testQrPhPayload({ amount: '20' });
    expect((await refusedWith(seller, { payload: amount }, 400, 'qr_has_amount')).error).toMatch(
      /^Kini nga QR adunay gitakda nga kantidad/,
    );
    expect(
      (
        await refusedWith(
          seller,
          { payload: GCASH, password: 'nope-nope' },
          403,
          'invalid_credentials',
        )
      ).error,
    ).toBe('Sayop ang password. Sulayi pag-usab.');
  });

  async function exportOf(user: SignedInUser) {
    const res = await get(t.app, '/api/me/export', user.token);
    expect(res.statusCode).toBe(200);
    return res.json() as DataExport;
  }

  it('puts the QR and every change in the person’s data export', async () => {
    const seller = await signUpAndConfirm(t);
    await saveQr(t, seller, testQrPhPayload({ account: '2170209' }));
    await saveQr(t, seller, GCASH);
    const data = await exportOf(seller);
    // As GET /api/me/payment-qr says it.
    expect(data.payment_qr).toEqual((await ownQr(t, seller)).json());
    expect(data.payment_qr).toMatchObject({ payload: GCASH, provider: 'GCash' });
    expect(data.payment_qr_changes).toEqual([
      { action: 'saved', at: expect.any(String) },
      { action: 'saved', at: expect.any(String) },
    ]);
    await deleteQr(t, seller);
    const after = await exportOf(seller);
    expect(after.payment_qr).toBeNull();
    expect(after.payment_qr_changes.map((change) => change.action)).toEqual([
      'saved',
      'saved',
      'removed',
    ]);
  });

  it('answers 401 to visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me/payment-qr' })).statusCode).toBe(401);
  });
});
