export { RequireAuth, LoginGate } from './RequireAuth';
export { RequireAdmin } from './RequireAdmin';
export { GuestOnly } from './GuestOnly';
export { JUST_SIGNED_IN, justSignedIn, nextOf, returnPath, withNext } from './returnPath';
