import { isRecord } from '../../lib/guards';

/**
 * Where to go after signing in: the page the login gate was shown on (its `from` state),
 * or home. Only same-app paths count, so a crafted state cannot send users elsewhere.
 */
export function returnPath(state: unknown): string {
  const from = isRecord(state) ? state.from : undefined;
  if (!isRecord(from) || typeof from.pathname !== 'string') return '/';
  const { pathname } = from;
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return '/';
  if (pathname === '/login' || pathname === '/signup') return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  return `${pathname}${search}`;
}
