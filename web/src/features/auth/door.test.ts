import { describe, expect, it } from 'vitest';
import { doorHref, doorOf } from './door';

describe('doorOf', () => {
  it('opens sign-in and sign-up on the mobile number, password recovery on the e-mail', () => {
    expect(doorOf('/login', '')).toBe('phone');
    expect(doorOf('/signup', '?next=%2Fmyposts')).toBe('phone');
    expect(doorOf('/forgot-password', '')).toBe('email');
  });

  it('follows ?with=, ignoring anything it does not know', () => {
    expect(doorOf('/login', '?with=email')).toBe('email');
    expect(doorOf('/forgot-password', '?with=phone')).toBe('phone');
    expect(doorOf('/login', '?with=carrier-pigeon')).toBe('phone');
  });
});

describe('doorHref', () => {
  it('names the door only when it is not the page’s first, and keeps where to go next', () => {
    expect(doorHref('/login', 'phone')).toBe('/login');
    expect(doorHref('/login', 'email')).toBe('/login?with=email');
    expect(doorHref('/signup', 'phone', '/post/abc?message=1')).toBe(
      '/signup?next=%2Fpost%2Fabc%3Fmessage%3D1',
    );
    expect(doorHref('/forgot-password', 'phone')).toBe('/forgot-password?with=phone');
  });

  it('drops a `next` that leaves the site or loops back to a sign-in page', () => {
    expect(doorHref('/login', 'email', '//evil.example/')).toBe('/login?with=email');
    expect(doorHref('/login', 'phone', '/signup')).toBe('/login');
  });
});
