import { nextOf } from '../../app/guards';

/**
 * The way someone signs in or up: a mobile number and a code by SMS (first: it is how
 * GCash, Maya and Grab let Filipinos in), or SPEC's e-mail and password.
 */
export type Door = 'phone' | 'email';

/** The door a page's address asks for: `?with=email`, else the mobile number. */
export function doorOf(search: string): Door {
  return new URLSearchParams(search).get('with') === 'email' ? 'email' : 'phone';
}

/** A sign-in page's address with its door and, when there is one, where to go afterwards. */
export function doorHref(
  page: '/login' | '/signup' | '/forgot-password',
  door: Door,
  next: string | undefined,
): string {
  const params = new URLSearchParams();
  if (door === 'email') params.set('with', 'email');
  const path = next ? nextOf(`?next=${encodeURIComponent(next)}`) : undefined;
  if (path) params.set('next', path);
  const query = params.toString();
  return query ? `${page}?${query}` : page;
}
