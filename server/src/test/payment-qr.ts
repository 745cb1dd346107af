import QRCode from 'qrcode';
import sharp from 'sharp';
import type { OwnPaymentQr, ThreadPaymentQr } from '@core/schemas';
import { dataUrl } from './images';
import type { TestApp } from './test-app';
import { get, patch, randomIp, type SignedInUser } from './users';

// Payment QRs (issue 40) through the API, and the pictures of codes tests draw themselves.

/** A PNG of a QR code holding `text`, drawn by the `qrcode` package. */
export const qrPng = (text: string, width = 400) => QRCode.toBuffer(text, { type: 'png', width });

/** The same as a phone camera would give it: a JPEG, a little blurred, on a grey desk. */
export async function qrPhoto(text: string): Promise<Buffer> {
  const code = await sharp(await qrPng(text, 600))
    .blur(0.8)
    .toBuffer();
  return sharp({ create: { width: 1400, height: 1000, channels: 3, background: '#8a8a80' } })
    .composite([{ input: code, top: 200, left: 400 }])
    .jpeg({ quality: 70 })
    .toBuffer();
}

export const pngDataUrl = async (text: string) => dataUrl('image/png', await qrPng(text));

function send(
  t: TestApp,
  method: 'PUT' | 'DELETE' | 'POST',
  user: SignedInUser,
  payload: object,
  url = '/api/me/payment-qr',
) {
  return t.app.inject({
    method,
    url,
    payload,
    remoteAddress: randomIp(),
    headers: { authorization: `Bearer ${user.token}` },
  });
}

/** PUT /api/me/payment-qr with the user's password unless the body says otherwise. */
export const putQr = (t: TestApp, user: SignedInUser, body: Record<string, unknown>) =>
  send(t, 'PUT', user, { password: user.password, ...body });

/** Saves a QR from its text, expecting 200. */
export async function saveQr(t: TestApp, user: SignedInUser, payload: string) {
  const res = await putQr(t, user, { payload });
  if (res.statusCode !== 200) throw new Error(`save QR failed: ${res.statusCode} ${res.body}`);
  return res.json() as OwnPaymentQr;
}

/** POST /api/me/payment-qr/check: a picture read, nothing saved, no password. */
export const checkQr = (t: TestApp, user: SignedInUser, body: Record<string, unknown>) =>
  send(t, 'POST', user, body, '/api/me/payment-qr/check');

export const deleteQr = (t: TestApp, user: SignedInUser, password = user.password) =>
  send(t, 'DELETE', user, { password });

export const ownQr = (t: TestApp, user: SignedInUser) =>
  get(t.app, '/api/me/payment-qr', user.token);

export const threadQr = (t: TestApp, user: SignedInUser, threadId: string) =>
  get(t.app, `/api/threads/${threadId}/payment-qr`, user.token);

/** The answer of a thread's QR as the buyer sees it, expecting 200. */
export async function threadQrOk(t: TestApp, user: SignedInUser, threadId: string) {
  const res = await threadQr(t, user, threadId);
  if (res.statusCode !== 200) throw new Error(`thread QR: ${res.statusCode} ${res.body}`);
  return res.json() as ThreadPaymentQr;
}

/** The language the person's answers and e-mails are written in. */
export async function setLanguage(t: TestApp, user: SignedInUser, language: 'en' | 'tl' | 'ceb') {
  const res = await patch(t.app, '/api/me/profile', { language }, user.token);
  if (res.statusCode !== 200) throw new Error(`language: ${res.statusCode} ${res.body}`);
}

/** Moves the person's recorded QR changes (and the QR's changed_at) `ms` into the past. */
export async function ageQrChanges(t: TestApp, userId: string, ms: number) {
  const db = t.app.database.db;
  const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  for (const row of await db
    .selectFrom('payment_qr_changes')
    .select(['id', 'created_at'])
    .where('user_id', '=', userId)
    .execute()) {
    await db
      .updateTable('payment_qr_changes')
      .set({ created_at: back(row.created_at) })
      .where('id', '=', row.id)
      .execute();
  }
  const qr = await db
    .selectFrom('payment_qrs')
    .select('changed_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (qr) {
    await db
      .updateTable('payment_qrs')
      .set({ changed_at: back(qr.changed_at) })
      .where('user_id', '=', userId)
      .execute();
  }
}
