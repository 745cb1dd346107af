export { RequireAuth, LoginGate } from './RequireAuth';
export { RequireAdmin } from './RequireAdmin';
export { GuestOnly } from './GuestOnly';
export { returnPath } from './returnPath';
