import {
  ADMIN_ONLY_CLASS,
  NOT_OWNER_CLASS,
  OWNER_ATTRIBUTE,
  OWNER_ONLY_CLASS,
} from '@core/signed-in-hint';
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
  /** Draw an admin's tools (marked with `adminClass`: shown on a device kept by an admin). */
  admin: boolean;
  adminClass: string;
}

/**
 * While the session is not known (the server's render, hydration, a stored token being
 * checked) a page draws both a visitor's and a signed-in person's parts, each marked: the
 * <head>'s script has already said whether this device keeps a session, and CSS shows only
 * that one (core/signed-in-hint.ts, index.css). When the session is known the other parts go,
 * and nothing on screen moves.
 */
export function useSessionParts(): SessionParts {
  const { status, isAdmin } = useSession();
  const unknown = status === 'loading';
  return {
    signedIn: unknown || status === 'signedIn',
    signedOut: unknown || status === 'signedOut',
    signedInClass: unknown ? 'until-session-signed-in' : '',
    signedOutClass: unknown ? 'until-session-signed-out' : '',
    admin: unknown || isAdmin,
    adminClass: unknown ? ADMIN_ONLY_CLASS : '',
  };
}

/**
 * A part of a post's page drawn, while the session is unknown, for its seller only (`owner`)
 * or for everyone else (`others`): the <head>'s script hides the one that does not fit the
 * person this device keeps (core/signed-in-hint.ts), so neither moves anything later.
 */
export interface OwnerMark {
  className: string;
  [OWNER_ATTRIBUTE]: string;
}

export function ownerMark(part: 'owner' | 'others', ownerId: string): OwnerMark {
  return {
    className: part === 'owner' ? OWNER_ONLY_CLASS : NOT_OWNER_CLASS,
    [OWNER_ATTRIBUTE]: ownerId,
  };
}

/** An element's class and, with a mark, the mark's class and the seller's id. */
export function withMark(className: string, mark: OwnerMark | undefined) {
  return mark ? { ...mark, className: `${className} ${mark.className}` } : { className };
}

/**
 * The room a signed-in person's part (Block, Report) will take, held while the session is
 * being learnt, on a device that keeps one only; `className` (and an empty `children` box)
 * give it that part's size, and `mark` keeps it off the seller's own device.
 */
export function SignedInSpace({
  className,
  children,
  mark,
}: {
  className: string;
  children?: ReactNode;
  mark?: OwnerMark;
}) {
  return (
    <div aria-hidden="true" {...withMark(`until-session-signed-in ${className}`, mark)}>
      {children}
    </div>
  );
}
