import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_SHOWN_MS } from './config';
import { forgetAllTyping, noteTyping, stopTyping, typistIn } from './typingStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  forgetAllTyping();
  vi.useRealTimers();
});

describe('typing store', () => {
  it('shows "typing…" for a while after the last event, each event starting it again', () => {
    noteTyping('t1', 'u2');
    vi.advanceTimersByTime(TYPING_SHOWN_MS - 1000);
    noteTyping('t1', 'u2');
    vi.advanceTimersByTime(TYPING_SHOWN_MS - 1);
    expect(typistIn('t1')).toBe('u2');
    vi.advanceTimersByTime(1);
    expect(typistIn('t1')).toBeNull();
  });

  it('stops for the sender only', () => {
    noteTyping('t1', 'u2');
    stopTyping('t1', 'someone else');
    expect(typistIn('t1')).toBe('u2');
    stopTyping('t1', 'u2');
    expect(typistIn('t1')).toBeNull();
  });

  it('keeps each thread apart', () => {
    noteTyping('t1', 'u2');
    expect(typistIn('t2')).toBeNull();
  });
});
