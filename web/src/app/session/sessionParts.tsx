import type { ReactNode } from 'react';
import { useSession } from './sessionContext';

/** Draws the parts of a page that depend on who is looking, before the session is known. */
export interface SessionParts {
  /** Draw what only someone signed in sees (marked with `signedInClass`). */
  signedIn: boolean;
  /** Draw what only a visitor sees (marked with `signedOutClass`). */
  signedOut: boolean;
  signedInClass: string;
  signedOutClass: string;
}

/**
 * While the session is not known (the server's render, hydration, a stored token being
 * checked) a page draws both a visitor's and a signed-in person's parts, each marked: the
 * <head>'s script has already said whether this device keeps a session, and CSS shows only
 * that one (core/signed-in-hint.ts, index.css). When the session is known the other parts go,
 * and nothing on screen moves.
 */
export function useSessionParts(): SessionParts {
  const { status } = useSession();
  const unknown = status === 'loading';
  return {
    signedIn: unknown || status === 'signedIn',
    signedOut: unknown || status === 'signedOut',
    signedInClass: unknown ? 'until-session-signed-in' : '',
    signedOutClass: unknown ? 'until-session-signed-out' : '',
  };
}

/**
 * The room a signed-in person's part (Block, Report) will take, held while the session is
 * being learnt, on a device that keeps one only; `className` (and an empty `children` box)
 * give it that part's size.
 */
export function SignedInSpace({
  className,
  children,
}: {
  className: string;
  children?: ReactNode;
}) {
  return (
    <div aria-hidden="true" className={`until-session-signed-in ${className}`}>
      {children}
    </div>
  );
}
