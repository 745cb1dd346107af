import { describe, expect, it } from 'vitest';
import { forgetOutboxes, outboxFor } from './store';

// Under Node there is no localStorage, as in a browser's private mode that keeps nothing: the
// queue still holds what was sent for as long as the page lives, and sign-out forgets it.

describe('the signed-in person’s outbox', () => {
  it('keeps one queue per person, in memory when storage keeps nothing', () => {
    const mine = outboxFor('u1');
    expect(outboxFor('u1')).toBe(mine);
    mine.add('t1', { kind: 'message', body: 'Hello' }, 'c1');
    mine.add('t1', { kind: 'release' }, 'c2');
    expect(mine.items().map((item) => item.id)).toEqual(['c1', 'c2']);
    expect(mine.hasUnsent('t1')).toBe(true);
    expect(outboxFor('u2').items()).toEqual([]);
  });

  it('forgets every queue on sign-out', () => {
    outboxFor('u1').add('t1', { kind: 'message', body: 'Hello again' }, 'c3');
    forgetOutboxes();
    expect(outboxFor('u1').items()).toEqual([]);
    expect(outboxFor('u1').hasUnsent('t1')).toBe(false);
  });
});
