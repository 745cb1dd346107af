import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, pageCookie, readPageCookie } from './page-cookies';

describe('page cookies', () => {
  it('reads one cookie out of a Cookie header, whatever its neighbours', () => {
    const header = `session=a=b; ${LANGUAGE_COOKIE}=tl;palengke_low_data=1`;
    expect(readPageCookie(header, LANGUAGE_COOKIE)).toBe('tl');
    expect(readPageCookie(header, 'palengke_low_data')).toBe('1');
    expect(readPageCookie(header, 'session')).toBe('a=b');
    expect(readPageCookie(header, 'missing')).toBeUndefined();
    expect(readPageCookie(undefined, LANGUAGE_COOKIE)).toBeUndefined();
    // A name that only ends like ours is another cookie.
    expect(readPageCookie(`x${LANGUAGE_COOKIE}=tl`, LANGUAGE_COOKIE)).toBeUndefined();
  });

  it('writes a site-wide cookie that lasts a year', () => {
    expect(pageCookie(LANGUAGE_COOKIE, 'tl')).toBe(
      'palengke_lang=tl; path=/; max-age=31536000; samesite=lax',
    );
  });
});
