import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../ui/Spinner';
import { useSession, useSessionParts } from '../session';
import { JUST_SIGNED_IN, returnPath } from './returnPath';

/**
 * SPEC §2: signed-in users are sent away from login and sign-up, back where they came from.
 * The server renders the page for visitors, who are most of those who open it. Until the
 * session is known it is drawn both ways (app/session/sessionParts.tsx): the page, and for a
 * device that keeps a session a wait as tall as the screen, so the footer is below the fold
 * from the first frame and nothing in view moves when the page sends them on.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const parts = useSessionParts();
  const location = useLocation();
  // Signed in here, not on arrival: the page reached may finish what the person set out to
  // do (JUST_SIGNED_IN), whether this or the login page's own navigation gets there first.
  const [sawSignedOut, setSawSignedOut] = useState(false);
  if (status === 'signedOut' && !sawSignedOut) setSawSignedOut(true);
  return (
    <>
      {status === 'signedIn' ? (
        <Navigate
          to={returnPath(location)}
          replace
          state={sawSignedOut ? JUST_SIGNED_IN : undefined}
        />
      ) : (
        // Always this box, so a visitor's form (and anything typed) stays as it is.
        <div className={parts.signedOutClass || undefined}>{children}</div>
      )}
      {/* Kept until the next page is in: React Router leaves only after this render. */}
      {parts.signedIn ? <PageSpinner className={parts.signedInClass} /> : null}
    </>
  );
}
