import crypto from 'node:crypto';

/** A random bearer or one-time token (32 bytes) and the SHA-256 hash that is all we store. */
export function newToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export const newId = () => crypto.randomUUID();
