import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../session';

/** SPEC §2: when a signed-in user becomes signed out (logout, revoked token), go home. */
export function SignedOutRedirect() {
  const { status } = useSession();
  const navigate = useNavigate();
  const previous = useRef(status);

  useEffect(() => {
    if (previous.current === 'signedIn' && status === 'signedOut') {
      navigate('/', { replace: true });
    }
    previous.current = status;
  }, [status, navigate]);

  return null;
}
