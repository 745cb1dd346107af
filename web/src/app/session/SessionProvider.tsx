import { ADMIN_ATTRIBUTE, SIGNED_IN_ATTRIBUTE } from '@core/signed-in-hint';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { api, onUnauthorized } from '../../api/client';
import { logout } from '../../features/auth/api';
import { registerDevice } from '../../features/devices/registerDevice';
import { i18n } from '../../i18n';
import { formatDateTime } from '../../i18n/format';
import {
  ADMIN_KEY,
  OUTBOX_KEY_PREFIX,
  readStorage,
  removeStorage,
  removeStorageStartingWith,
  TOKEN_KEY,
  USER_KEY,
  writeStorage,
} from '../../lib/storage';
import { useHydrated } from '../../lib/hydration';
import { clearApiCache } from '../../pwa/runtimeCaches';
import { useToast } from '../../ui/toast';
import { SessionContext, type SessionApi } from './sessionContext';
import {
  outcomeFromError,
  outcomeFromProfile,
  parseStoredUser,
  type SessionNotice,
} from './sessionLogic';
import type { Profile, SessionStatus, SessionUser } from './types';

interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: SessionUser | null;
  profile: Profile | null;
  /** Signed out by a check that got no answer: the person's queued messages stay (see below). */
  queueKept?: boolean;
}

const SIGNED_OUT: SessionState = { status: 'signedOut', token: null, user: null, profile: null };
const HYDRATING: SessionState = { status: 'loading', token: null, user: null, profile: null };

/** SPEC §4: no stored token -> signed out at once; a token -> loading until verified. */
function initialState(): SessionState {
  const token = readStorage(TOKEN_KEY);
  if (!token) return SIGNED_OUT;
  return { status: 'loading', token, user: parseStoredUser(readStorage(USER_KEY)), profile: null };
}

// A ban notice carries a date to read, so it stays longer than the 3 s default.
const BAN_NOTICE_MS = 8000;

/** The session state machine of SPEC §4, shared with the whole app through useSession(). */
/**
 * The server side of signing out: this phone's push subscription goes first (it would ring
 * for the person leaving), then the token is revoked. Failures change nothing for the user,
 * who is signed out here anyway. Notifications code loads only when someone signs out.
 */
async function endSessionOnServer(token: string) {
  await import('../../features/notifications/queries')
    .then(({ forgetPushOnThisDevice }) => forgetPushOnThisDevice(token))
    .catch(() => undefined);
  await logout(token).catch(() => undefined);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(initialState);
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const statusRef = useRef(state.status);

  useEffect(() => {
    statusRef.current = state.status;
  }, [state.status]);

  // The <head>'s mark says whether this device keeps a session (core/signed-in-hint), kept
  // in step when someone signs in or out here, for whatever is drawn before the next answer.
  const hasToken = Boolean(state.token);
  useEffect(() => {
    document.documentElement.toggleAttribute(SIGNED_IN_ATTRIBUTE, hasToken);
  }, [hasToken]);

  // And whether it is an admin's, as last verified, for the next page's first frame.
  const verifiedAdmin =
    state.status === 'signedIn'
      ? state.profile?.is_admin === true
      : state.status === 'loading'
        ? null
        : false;
  useEffect(() => {
    if (verifiedAdmin === null) return;
    if (verifiedAdmin) writeStorage(ADMIN_KEY, '1');
    else removeStorage(ADMIN_KEY);
    document.documentElement.toggleAttribute(ADMIN_ATTRIBUTE, verifiedAdmin);
  }, [verifiedAdmin]);

  const notify = useCallback(
    (notice: SessionNotice) => {
      // i18n.t rather than the hook's t: a language switch must not restart verification.
      if (notice.kind === 'banned') {
        const until = formatDateTime(notice.until, i18n.language);
        toast(i18n.t('session.banned', { until }), { kind: 'error', durationMs: BAN_NOTICE_MS });
      } else {
        toast(i18n.t('session.verifyFailed'), { kind: 'error' });
      }
    },
    [toast],
  );

  // The sign-out under way, so that several refused calls at once end the session once.
  const ending = useRef<Promise<void> | null>(null);
  /**
   * Every sign-out ends here, whatever caused it: the person's logout, a call the server
   * refused (401: a revoked session, a password reset, a deleted account), a stored session
   * that failed its check (a ban), or another tab's logout. Another person may use this phone
   * next, so everything kept for this account goes: the token, the in-memory answers, and the
   * service worker's cached API answers (keyed by URL, not by who asked: the next person
   * would be answered this one's own posts and their exact points, offline or on a slow
   * network). The screen turns signed out only once the cached answers are gone.
   */
  const endSession = useCallback(
    (notice?: SessionNotice, queueKept = false): Promise<void> => {
      ending.current ??= (async () => {
        // From here on no call carries the token (api/client.ts reads it for every call).
        removeStorage(TOKEN_KEY);
        removeStorage(USER_KEY);
        // Messages queued to send go too (features/threads/outbox), but for a check that
        // got no answer: they wait, under the person's id, for their next sign-in here.
        if (!queueKept) removeStorageStartingWith(OUTBOX_KEY_PREFIX);
        await clearApiCache();
        queryClient.clear();
        // Someone may have signed in meanwhile (here, or in another tab): theirs stays.
        if (readStorage(TOKEN_KEY)) return;
        // The admin hint goes with the state (the verifiedAdmin effect above).
        setState(queueKept ? { ...SIGNED_OUT, queueKept } : SIGNED_OUT);
        if (notice) notify(notice);
      })().finally(() => {
        ending.current = null;
      });
      return ending.current;
    },
    [queryClient, notify],
  );

  // Verify the stored (or just received) token by asking for the profile.
  useEffect(() => {
    if (state.status !== 'loading' || !state.token) return;
    const controller = new AbortController();
    // Leaving the page (reload, a link out) cancels this call, which then fails like a
    // network error. That is no verdict on the token: clearing it would sign the user out of
    // the very page being opened (say, a reload right after logging in). The cancellation
    // can reach us before our own pagehide listener runs, so the outcome is applied one task
    // later, by when pagehide has fired (or the page is gone and the timer never runs).
    let leaving = false;
    // A page kept in the back/forward cache comes back and still needs the answer.
    const onPageHide = (event: PageTransitionEvent) => {
      leaving = !event.persisted;
    };
    window.addEventListener('pagehide', onPageHide);
    let settle: ReturnType<typeof setTimeout> | undefined;
    api
      .get<unknown>('/me/profile', { signal: controller.signal })
      .then((body) => outcomeFromProfile(body), outcomeFromError)
      .then((outcome) => {
        settle = setTimeout(() => {
          if (controller.signal.aborted || leaving) return;
          if (outcome.kind === 'signedIn') {
            setState((current) => ({ ...current, status: 'signedIn', profile: outcome.profile }));
          } else {
            // Opened without a network: signed out as SPEC §4 says, but messages written
            // offline and not yet sent are not lost; they go at this person's next sign-in.
            void endSession(outcome.notice, outcome.unanswered === true);
          }
        }, 0);
      });
    return () => {
      controller.abort();
      clearTimeout(settle);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [state.status, state.token, endSession]);

  // A revoked or expired token seen by any later call signs the user out (quietly: the
  // redirect home says enough). During verification the effect above handles it instead.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (statusRef.current === 'signedIn') void endSession();
      }),
    [endSession],
  );

  // Logging out in one tab logs out the others; logging in elsewhere is picked up too.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key !== TOKEN_KEY && event.key !== null) return;
      const token = readStorage(TOKEN_KEY);
      if (!token) {
        void endSession();
      } else {
        setState((current) =>
          current.token === token ? current : { ...initialState(), status: 'loading' },
        );
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [endSession]);

  const signIn = useCallback(
    (token: string, user: SessionUser) => {
      writeStorage(TOKEN_KEY, token);
      writeStorage(USER_KEY, JSON.stringify(user));
      // What a visitor loaded is not what this person sees (a seller's contacts, blocks,
      // their own post's actions): the page they come back to asks again.
      void queryClient.invalidateQueries();
      setState({ status: 'loading', token, user, profile: null });
      registerDevice();
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    // Revoke the token on the server too, so a copy left anywhere stops working (with the
    // token in hand: it is cleared from storage right below).
    const token = readStorage(TOKEN_KEY);
    if (token) void endSessionOnServer(token);
    void endSession();
  }, [endSession]);

  // The server rendered the page without a session; hydration must draw the same.
  const hydrating = !useHydrated();
  const shown = hydrating ? HYDRATING : state;
  const value = useMemo<SessionApi>(
    () => ({
      status: shown.status,
      user: shown.user,
      profile: shown.profile,
      isAdmin: shown.status === 'signedIn' && shown.profile?.is_admin === true,
      queueKept: shown.queueKept === true,
      hydrating,
      signIn,
      signOut,
    }),
    [shown, hydrating, signIn, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
