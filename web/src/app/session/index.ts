export { SessionProvider } from './SessionProvider';
export { useSession, type SessionApi } from './sessionContext';
export type { Profile, SessionStatus, SessionUser } from './types';
export { SignedInSpace, useSessionParts, type SessionParts } from './sessionParts';
