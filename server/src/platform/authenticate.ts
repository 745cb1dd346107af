import type { FastifyRequest } from 'fastify';
import type { SessionRepository } from '../features/auth/session-repository';
import { AppError } from './errors';
import { hashToken } from './tokens';

export interface SessionUser {
  id: string;
  email: string | null;
  username: string;
  isAdmin: boolean;
  bannedUntil: string | null;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `requireUser` or `optionalUser`. */
    user: SessionUser | null;
  }
}

export const isBanned = (bannedUntil: string | null, now = new Date()) =>
  bannedUntil !== null && new Date(bannedUntil).getTime() > now.getTime();

export function bannedError(bannedUntil: string) {
  return new AppError('banned', 403, `Your account is banned until ${bannedUntil}.`, {
    banned_until: bannedUntil,
  });
}

const unauthorized = () => new AppError('unauthorized', 401, 'You must be logged in to continue.');

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** Route guards: `requireUser` answers 401 (no valid session) or 403 `banned`. */
export function createAuthGuards(sessions: SessionRepository) {
  async function resolve(request: FastifyRequest): Promise<SessionUser | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const tokenHash = hashToken(token);
    const row = await sessions.findLive(tokenHash);
    if (!row) return null;
    await sessions.touchIfStale(row.session_id, row.last_used_at);
    return {
      id: row.id,
      email: row.email,
      username: row.username,
      isAdmin: Boolean(row.is_admin),
      bannedUntil: row.banned_until,
      tokenHash,
    };
  }

  // Hooks are called with Fastify as `this`: the guards must not rely on it.
  async function requireUser(request: FastifyRequest) {
    const user = await resolve(request);
    if (!user) throw unauthorized();
    if (user.bannedUntil && isBanned(user.bannedUntil)) throw bannedError(user.bannedUntil);
    request.user = user;
  }

  return {
    requireUser,

    /** For reads open to visitors that answer more to a signed-in caller; a bad token is a visitor. */
    async optionalUser(request: FastifyRequest) {
      const user = await resolve(request);
      request.user = user && !(user.bannedUntil && isBanned(user.bannedUntil)) ? user : null;
    },

    async requireAdmin(request: FastifyRequest) {
      await requireUser(request);
      if (!request.user?.isAdmin) throw new AppError('forbidden', 403, 'Forbidden');
    },
  };
}

export type AuthGuards = ReturnType<typeof createAuthGuards>;

/** The caller of a route guarded by `requireUser`. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
