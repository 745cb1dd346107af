import { nextOf } from '../../app/guards';

/**
 * The way someone signs in or up: a mobile number and a code by SMS (first: it is how
 * GCash, Maya and Grab let Filipinos in), or SPEC's e-mail and password.
 */
export type Door = 'phone' | 'email';

export type DoorPage = '/login' | '/signup' | '/forgot-password';

/**
 * Each page's door when the address names none: the mobile number to sign in and up; the
 * e-mail to recover a password, since whoever has one to forget most often came by e-mail.
 */
const FIRST_DOOR: Record<DoorPage, Door> = {
  '/login': 'phone',
  '/signup': 'phone',
  '/forgot-password': 'email',
};

/** The door a page's address asks for (`?with=email`, `?with=phone`), else the page's first. */
export function doorOf(page: DoorPage, search: string): Door {
  const asked = new URLSearchParams(search).get('with');
  return asked === 'email' || asked === 'phone' ? asked : FIRST_DOOR[page];
}

/** A sign-in page's address with its door and, when there is one, where to go afterwards. */
export function doorHref(page: DoorPage, door: Door, next?: string): string {
  const params = new URLSearchParams();
  if (door !== FIRST_DOOR[page]) params.set('with', door);
  const path = next ? nextOf(`?next=${encodeURIComponent(next)}`) : undefined;
  if (path) params.set('next', path);
  const query = params.toString();
  return query ? `${page}?${query}` : page;
}
