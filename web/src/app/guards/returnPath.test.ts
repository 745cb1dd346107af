import { describe, expect, it } from 'vitest';
import {
  appReturnPath,
  justSignedIn,
  JUST_SIGNED_IN,
  nextOf,
  returnPath,
  withNext,
} from './returnPath';

const at = (search: string, state: unknown = null) => ({ search, state });

describe('returnPath', () => {
  it('returns the gated page with its query', () => {
    expect(returnPath(at('', { from: { pathname: '/threads/7', search: '?x=1' } }))).toBe(
      '/threads/7?x=1',
    );
  });

  it('prefers the page’s ?next= to the state', () => {
    const next = encodeURIComponent('/post/9?message=1');
    expect(returnPath(at(`?next=${next}`, { from: { pathname: '/threads' } }))).toBe(
      '/post/9?message=1',
    );
  });

  it('falls back to home for missing, foreign or looping targets', () => {
    expect(returnPath(at(''))).toBe('/');
    expect(returnPath(at('', { from: 'profile' }))).toBe('/');
    expect(returnPath(at('', { from: { pathname: '//evil.example' } }))).toBe('/');
    expect(returnPath(at('', { from: { pathname: 'https://evil.example' } }))).toBe('/');
    expect(returnPath(at('', { from: { pathname: '/login' } }))).toBe('/');
    expect(returnPath(at('?next=//evil.example'))).toBe('/');
    expect(returnPath(at('?next=%2F%2Fevil.example'))).toBe('/');
    expect(returnPath(at('?next=%2F%5Cevil.example'))).toBe('/');
    expect(returnPath(at('?next=http%3A%2F%2Fevil.example'))).toBe('/');
    expect(returnPath(at('?next=javascript%3Aalert(1)'))).toBe('/');
    expect(returnPath(at('?next=%2Fsignup%3Fnext%3D%252F'))).toBe('/');
    // A refused ?next= still leaves the gated page to go back to.
    expect(returnPath(at('?next=//evil', { from: { pathname: '/myposts' } }))).toBe('/myposts');
  });
});

describe('appReturnPath', () => {
  it('never sends back to a sign-in page', () => {
    for (const page of ['/login', '/signup?next=/', '/confirm-signup?token=x', '/reset-password']) {
      expect(appReturnPath(page), page).toBeUndefined();
    }
    expect(appReturnPath('/login-help')).toBe('/login-help');
    expect(appReturnPath('/post/1')).toBe('/post/1');
  });
});

describe('withNext and nextOf', () => {
  it('carry a return path from one sign-in page to the other', () => {
    const login = withNext('/login', '/post/9?message=1');
    expect(login).toBe('/login?next=%2Fpost%2F9%3Fmessage%3D1');
    expect(nextOf(login.slice('/login'.length))).toBe('/post/9?message=1');
    expect(withNext('/signup', undefined)).toBe('/signup');
    expect(withNext('/signup', '//evil.example')).toBe('/signup');
    expect(nextOf('?next=https%3A%2F%2Fevil.example')).toBeUndefined();
  });
});

describe('justSignedIn', () => {
  it('is only the state a sign-in leaves behind', () => {
    expect(justSignedIn(JUST_SIGNED_IN)).toBe(true);
    expect(justSignedIn(null)).toBe(false);
    expect(justSignedIn({ justSignedIn: 'yes' })).toBe(false);
  });
});
