import { createContext, useContext } from 'react';
import type { Profile, SessionStatus, SessionUser } from './types';

export interface SessionApi {
  status: SessionStatus;
  /** What login stored; null while signed out (and possibly while loading). */
  user: SessionUser | null;
  /** The verified profile; set only when status is 'signedIn'. */
  profile: Profile | null;
  isAdmin: boolean;
  /**
   * Signed out because the session's check got no answer (opened offline): what the person
   * queued to send is kept for their next sign-in here, and goes at any other sign-out.
   */
  queueKept: boolean;
  /**
   * The page was rendered on the server, which knows no session (the token lives on the
   * device), and is being hydrated: status is 'loading'. Pages for visitors render as for a
   * visitor meanwhile; the session is known from the next render.
   */
  hydrating: boolean;
  /** Stores the token and user (login, sign-up confirmation) and verifies them. */
  signIn: (token: string, user: SessionUser) => void;
  /**
   * Revokes the token on the server (errors ignored) and forgets it, the user and what was
   * kept for them here, the service worker's cached API answers included.
   */
  signOut: () => void;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
