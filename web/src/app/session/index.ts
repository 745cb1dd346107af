export { SessionProvider } from './SessionProvider';
export { useSession, type SessionApi } from './sessionContext';
export type { Profile, SessionStatus, SessionUser } from './types';
export {
  ownerMark,
  SignedInSpace,
  useSessionParts,
  withMark,
  type OwnerMark,
  type SessionParts,
} from './sessionParts';
