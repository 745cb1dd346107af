import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { threadKeys } from '../threads/keys';
import type { ChatMessage, ThreadDetail } from '../threads/types';
import { applyUserEvent } from './applyUserEvent';
import type { MessagesData } from './threadCache';
import { forgetAllTyping, typistIn } from './typingStore';
import { readUserEvent, type UserEvent } from './userEvents';

const ME = 'buyer-1';
const THEM = 'seller-1';

const message = (id: string, sender: string): ChatMessage => ({
  id,
  sender_id: sender,
  body: `body ${id}`,
  created_at: `2026-01-01T10:0${id.slice(1)}:00.000Z`,
  flags: [],
});

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<MessagesData>(threadKeys.messages('t1'), {
    data: [message('m1', ME)],
  });
  queryClient.setQueryData(threadKeys.detail('t1'), {
    id: 't1',
    buyer_id: ME,
    seller_id: THEM,
    my_role: 'buyer',
    unread_for_buyer: false,
    unread_for_seller: true,
  } as ThreadDetail);
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const apply = (event: UserEvent) => applyUserEvent(queryClient, event, ME);
  const messages = () =>
    queryClient.getQueryData<MessagesData>(threadKeys.messages('t1'))?.data.map((m) => m.id);
  const detail = () => queryClient.getQueryData<ThreadDetail>(threadKeys.detail('t1'));
  return { queryClient, invalidate, apply, messages, detail };
}

afterEach(() => forgetAllTyping());

describe('applyUserEvent', () => {
  it('appends a message to the open chat once, without refetching it', () => {
    const { apply, messages, invalidate } = setup();
    const event: UserEvent = { type: 'message', data: { ...message('m2', THEM), thread_id: 't1' } };
    apply(event);
    apply(event);
    expect(messages()).toEqual(['m1', 'm2']);
    const refetched = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(refetched).not.toContainEqual(threadKeys.messages('t1'));
    expect(refetched).toContainEqual(threadKeys.lists);
  });

  it('keeps the event’s thread_id out of the cached message', () => {
    const { apply, queryClient } = setup();
    apply({ type: 'message', data: { ...message('m2', THEM), thread_id: 't1' } });
    const cached = queryClient.getQueryData<MessagesData>(threadKeys.messages('t1'))?.data[1];
    expect(cached).toEqual(message('m2', THEM));
  });

  it('caches nothing for a chat that is not loaded', () => {
    const { apply, queryClient } = setup();
    apply({ type: 'message', data: { ...message('m2', THEM), thread_id: 'other' } });
    expect(queryClient.getQueryData(threadKeys.messages('other'))).toBeUndefined();
  });

  it('marks my message seen on the other side’s read, and unseen on my next message', () => {
    const { apply, detail } = setup();
    apply({ type: 'read', data: { thread_id: 't1', reader_id: THEM } });
    expect(detail()?.unread_for_seller).toBe(false);
    apply({ type: 'message', data: { ...message('m2', ME), thread_id: 't1' } });
    expect(detail()?.unread_for_seller).toBe(true);
  });

  it('keeps "Seen" when the copy of my own message comes after their read', () => {
    const { apply, queryClient, detail } = setup();
    // My send showed the message and made it unread for them (useSendMessage)…
    const mine = message('m2', ME);
    queryClient.setQueryData<MessagesData>(threadKeys.messages('t1'), (current) => ({
      data: [...current!.data, mine],
    }));
    // …they read it; then the stream's copy of my message arrives, late.
    apply({ type: 'read', data: { thread_id: 't1', reader_id: THEM } });
    apply({ type: 'message', data: { ...mine, thread_id: 't1' } });
    expect(detail()?.unread_for_seller).toBe(false);
  });

  it('sets the unread badge’s count for this user', () => {
    const { apply, queryClient } = setup();
    apply({ type: 'unread', data: { count: 3 } });
    expect(queryClient.getQueryData(threadKeys.unreadCountFor(ME))).toBe(3);
    apply({ type: 'unread', data: { count: -1 } });
    expect(queryClient.getQueryData(threadKeys.unreadCountFor(ME))).toBe(0);
  });

  it('refreshes the thread, the lists and the post on a sale', () => {
    const { apply, invalidate } = setup();
    apply({
      type: 'sale',
      data: {
        thread_id: 't1',
        post_id: 'p1',
        qty: 10,
        qty_reserved: 0,
        qty_sold: 4,
        qty_available: 6,
        action: 'sold',
      },
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      threadKeys.detail('t1'),
      threadKeys.lists,
      ['posts', 'detail', 'p1'],
    ]);
  });

  it('shows the other side typing until their message arrives', () => {
    const { apply } = setup();
    apply({ type: 'typing', data: { thread_id: 't1', user_id: THEM } });
    expect(typistIn('t1')).toBe(THEM);
    apply({ type: 'message', data: { ...message('m2', THEM), thread_id: 't1' } });
    expect(typistIn('t1')).toBeNull();
  });

  it('ignores my own typing (another tab of mine)', () => {
    const { apply } = setup();
    apply({ type: 'typing', data: { thread_id: 't1', user_id: ME } });
    expect(typistIn('t1')).toBeNull();
  });
});

describe('readUserEvent', () => {
  it('reads a known event with what it needs', () => {
    expect(readUserEvent({ event: 'unread', data: '{"count":2}' })).toEqual({
      type: 'unread',
      data: { count: 2 },
    });
  });

  it('leaves out unknown events, broken JSON and missing fields', () => {
    expect(readUserEvent({ event: 'toString', data: '{}' })).toBeNull();
    expect(readUserEvent({ event: undefined, data: '{}' })).toBeNull();
    expect(readUserEvent({ event: 'unread', data: 'not json' })).toBeNull();
    expect(readUserEvent({ event: 'unread', data: '{"count":"2"}' })).toBeNull();
    expect(readUserEvent({ event: 'read', data: '{"thread_id":"t1"}' })).toBeNull();
    expect(readUserEvent({ event: 'message', data: '[]' })).toBeNull();
  });
});
