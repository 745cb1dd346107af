import crypto from 'node:crypto';
import { SMS_CODE_LENGTH } from '@core/phone';

/** Six random digits, each as likely as the others. */
export function newSmsCode(): string {
  return String(crypto.randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/**
 * What is stored of a code: an HMAC keyed by the server's secret and bound to the code's row,
 * so a copy of the table alone does not give the codes away by hashing all million of them.
 */
export function hashSmsCode(secret: string, codeId: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${codeId}:${code}`).digest('hex');
}

/** Compares in constant time: how long a wrong code takes says nothing about the right one. */
export function smsCodeMatches(secret: string, codeId: string, code: string, stored: string) {
  const given = Buffer.from(hashSmsCode(secret, codeId, code), 'hex');
  const kept = Buffer.from(stored, 'hex');
  return given.length === kept.length && crypto.timingSafeEqual(given, kept);
}
