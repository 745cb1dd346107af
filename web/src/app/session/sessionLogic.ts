import { isApiError } from '../../api/errors';
import { isRecord } from '../../lib/guards';
import type { Profile, SessionUser } from './types';

/** Why a stored session was cleared; the provider turns it into a toast. */
export type SessionNotice = { kind: 'verifyFailed' } | { kind: 'banned'; until: string };

/**
 * `unanswered`: the check got no answer at all (no network), which says nothing against the
 * person: the session still ends (SPEC §4), but what they queued to send stays for their next
 * sign-in on this phone (features/threads/outbox).
 */
export type VerifyOutcome =
  | { kind: 'signedIn'; profile: Profile }
  | { kind: 'cleared'; notice: SessionNotice; unanswered?: true };

const VERIFY_FAILED = {
  kind: 'cleared',
  notice: { kind: 'verifyFailed' },
} as const satisfies VerifyOutcome;

export function isBanActive(bannedUntil: unknown, now: Date): bannedUntil is string {
  if (typeof bannedUntil !== 'string' || !bannedUntil) return false;
  const until = Date.parse(bannedUntil);
  return !Number.isNaN(until) && until > now.getTime();
}

// Accept the profile bare or in a `data` envelope: the API wraps lists that way, and a
// later change to wrap this one too must not sign everybody out.
function unwrapProfile(body: unknown): Record<string, unknown> | undefined {
  if (!isRecord(body)) return undefined;
  if (!('id' in body) && isRecord(body.data)) return body.data;
  return body;
}

/** SPEC §4, successful call: no id -> cleared; an active ban -> cleared; else signed in. */
export function outcomeFromProfile(body: unknown, now: Date = new Date()): VerifyOutcome {
  const profile = unwrapProfile(body);
  if (!profile || typeof profile.id !== 'string' || !profile.id) return VERIFY_FAILED;
  if (isBanActive(profile.banned_until, now)) {
    return { kind: 'cleared', notice: { kind: 'banned', until: profile.banned_until } };
  }
  return {
    kind: 'signedIn',
    profile: {
      ...(profile as unknown as Profile),
      // Normalised so `isAdmin` never depends on how a driver spells booleans (0/1).
      is_admin: profile.is_admin === true || profile.is_admin === 1,
      banned_until: typeof profile.banned_until === 'string' ? profile.banned_until : null,
    },
  };
}

/** SPEC §4, failed call: a 403 `banned` with its end date names the ban; anything else fails. */
export function outcomeFromError(error: unknown): VerifyOutcome {
  if (isApiError(error) && error.status === 0) return { ...VERIFY_FAILED, unanswered: true };
  if (isApiError(error) && error.status === 403 && error.code === 'banned') {
    const body = error.body;
    const until = isRecord(body) ? body.banned_until : undefined;
    if (typeof until === 'string' && until) {
      return { kind: 'cleared', notice: { kind: 'banned', until } };
    }
  }
  return VERIFY_FAILED;
}

/** The stored `user` entry, or null when it is missing or not what login stored. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isRecord(value) && typeof value.id === 'string') {
      return { id: value.id, email: typeof value.email === 'string' ? value.email : '' };
    }
  } catch {
    // A corrupt entry is treated as absent; the profile call is the real check anyway.
  }
  return null;
}
