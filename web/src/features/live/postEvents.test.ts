import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { applyPostEvent, readPostEvent, withPostAmounts, type PostAmounts } from './postEvents';

const event: PostAmounts = {
  post_id: 'p1',
  status: 'active',
  qty: 10,
  qty_reserved: 3,
  qty_sold: 2,
  qty_available: 5,
};

const cached = {
  id: 'p1',
  title: 'Mangoes',
  status: 'active',
  qty: 10,
  qty_reserved: 0,
  qty_sold: 0,
  qty_available: 10,
};

describe('readPostEvent', () => {
  it('reads a post event', () => {
    expect(readPostEvent({ event: 'post', data: JSON.stringify(event) })).toEqual(event);
  });

  it('leaves out other events and incomplete amounts', () => {
    expect(readPostEvent({ event: 'ready', data: '{}' })).toBeNull();
    const { qty_available: _left, ...partial } = event;
    expect(readPostEvent({ event: 'post', data: JSON.stringify(partial) })).toBeNull();
  });
});

describe('withPostAmounts', () => {
  it('merges the status and amounts, keeping everything else', () => {
    expect(withPostAmounts(cached, event)).toEqual({
      ...cached,
      qty_reserved: 3,
      qty_sold: 2,
      qty_available: 5,
    });
  });

  it('returns the same object when nothing changed, or for another post', () => {
    const current = { ...cached, ...event, id: 'p1' };
    expect(withPostAmounts(current, event)).toBe(current);
    const other = { ...cached, id: 'p2' };
    expect(withPostAmounts(other, event)).toBe(other);
    expect(withPostAmounts(undefined, event)).toBeUndefined();
  });
});

describe('applyPostEvent', () => {
  it('updates every cached copy of the post (each viewer position)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['posts', 'detail', 'p1', null], cached);
    queryClient.setQueryData(['posts', 'detail', 'p1', { lat: 1, lng: 2 }], cached);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyPostEvent(queryClient, event);
    for (const [, post] of queryClient.getQueriesData({ queryKey: ['posts', 'detail', 'p1'] })) {
      expect(post).toMatchObject({ qty_available: 5, qty_reserved: 3 });
    }
    // Same status: the merge is enough.
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('asks again when the status changed (what the viewer may do changes with it)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['posts', 'detail', 'p1', null], cached);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    applyPostEvent(queryClient, { ...event, status: 'completed', qty_available: 0 });
    expect(queryClient.getQueryData(['posts', 'detail', 'p1', null])).toMatchObject({
      status: 'completed',
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts', 'detail', 'p1'] });
  });
});
