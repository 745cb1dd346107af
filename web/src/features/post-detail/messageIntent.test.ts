import { describe, expect, it } from 'vitest';
import { returnPath } from '../../app/guards/returnPath';
import { messageIntentPath, messageLoginPath, wantsToMessage } from './messageIntent';

describe('Message for a visitor', () => {
  it('is a link to login that comes back to the post, marked to message its seller', () => {
    const login = messageLoginPath('7f3a-b');
    expect(login).toBe('/login?next=%2Fpost%2F7f3a-b%3Fmessage%3D1');
    const back = returnPath({ search: login.slice('/login'.length), state: null });
    expect(back).toBe(messageIntentPath('7f3a-b'));
    expect(wantsToMessage(back.slice(back.indexOf('?')))).toBe(true);
  });

  it('keeps an odd id inside the post’s path', () => {
    expect(messageIntentPath('a/../b?c')).toBe('/post/a%2F..%2Fb%3Fc?message=1');
  });

  it('is only marked by message=1', () => {
    expect(wantsToMessage('')).toBe(false);
    expect(wantsToMessage('?message=0')).toBe(false);
    expect(wantsToMessage('?ref=share&message=1')).toBe(true);
  });
});
