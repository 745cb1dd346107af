import crypto from 'node:crypto';
import { EMAIL_SETTING_KEYS, type EmailSettingKey } from '@core/schemas';

/**
 * One-click unsubscribe links (RFC 8058) work without a session, so the link itself is the
 * proof: `<user id>.<setting>.<HMAC>`, signed with a deployment secret and bound to one
 * purpose ("unsubscribe") and one setting, so it can turn off that kind of email and nothing
 * else. It never expires: an old email's link must still work.
 */
const PURPOSE = 'unsubscribe';

const sign = (secret: string, userId: string, setting: string) =>
  crypto.createHmac('sha256', secret).update(`${PURPOSE}:${userId}:${setting}`).digest('base64url');

export function unsubscribeToken(secret: string, userId: string, setting: EmailSettingKey) {
  return `${userId}.${setting}.${sign(secret, userId, setting)}`;
}

export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; setting: EmailSettingKey } | null {
  const [userId, setting, signature, ...rest] = token.split('.');
  if (!userId || !setting || !signature || rest.length) return null;
  if (!(EMAIL_SETTING_KEYS as readonly string[]).includes(setting)) return null;
  const expected = Buffer.from(sign(secret, userId, setting));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { userId, setting: setting as EmailSettingKey };
}
