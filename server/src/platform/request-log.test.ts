import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log';

describe('loggedUrl', () => {
  it.each([
    ['/confirm-signup?token=abc', '/confirm-signup'],
    ['/reset-password?token=abc&lang=tl', '/reset-password'],
    ['/unsubscribe?token=abc', '/unsubscribe'],
    ['/api/notifications/unsubscribe?token=abc', '/api/notifications/unsubscribe'],
    ['/notifications/unsubscribe?token=abc', '/notifications/unsubscribe'],
  ])('leaves the query string off %s', (url, logged) => {
    expect(loggedUrl(url)).toBe(logged);
  });

  it('does so whatever the case, doubled or trailing slashes and escapes of the path', () => {
    expect(loggedUrl('/Confirm-Signup/?token=abc')).toBe('/Confirm-Signup/');
    expect(loggedUrl('//reset-password?x=1')).toBe('//reset-password');
    expect(loggedUrl('/confirm%2Dsignup?code=abc')).toBe('/confirm%2Dsignup');
  });

  it('leaves the query string off any address whose query names a token', () => {
    expect(loggedUrl('/anything?a=1&token=abc')).toBe('/anything');
    expect(loggedUrl('/api/x?Reset_Token=abc')).toBe('/api/x');
    expect(loggedUrl('/api/x?%74oken=abc')).toBe('/api/x');
  });

  it('keeps every other address whole', () => {
    expect(loggedUrl('/api/posts?page=2&search=kamatis')).toBe('/api/posts?page=2&search=kamatis');
    expect(loggedUrl('/confirm-signup')).toBe('/confirm-signup');
    expect(loggedUrl('/api/health')).toBe('/api/health');
    expect(loggedUrl('/?q=%E0%A4%A')).toBe('/?q=%E0%A4%A');
  });
});
