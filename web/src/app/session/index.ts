export { SessionProvider } from './SessionProvider';
export { useSession, type SessionApi } from './sessionContext';
export type { Profile, SessionStatus, SessionUser } from './types';
