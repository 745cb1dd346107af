import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../ui/Spinner';
import { useSession } from '../session';
import { returnPath } from './returnPath';

/** SPEC §2: signed-in users are sent away from login and sign-up, back where they came from. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status, hydrating } = useSession();
  const location = useLocation();
  // Rendered on the server for visitors, who are most of those who open these pages.
  if (status === 'loading' && !hydrating) return <Spinner />;
  if (status === 'signedIn') return <Navigate to={returnPath(location.state)} replace />;
  return children;
}
