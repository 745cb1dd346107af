import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { groupMessages } from './grouping';

// Local-time constructors keep these tests true in every time zone the suite runs in.
const at = (day: number, hour: number, minute = 0) =>
  new Date(2025, 2, day, hour, minute).toISOString();
let next = 0;
const message = (sender: string | null, created_at: string): ChatMessage => ({
  id: `m${++next}`,
  sender_id: sender,
  body: 'hello',
  created_at,
});

describe('groupMessages', () => {
  it('starts a new day at local midnight and keeps the days in order', () => {
    const days = groupMessages(
      [message('me', at(1, 23, 59)), message('me', at(2, 0, 0)), message('me', at(4, 9))],
      'me',
    );
    expect(days.map((day) => day.key)).toEqual(['2025-03-01', '2025-03-02', '2025-03-04']);
    expect(days[0]?.day).toEqual(new Date(2025, 2, 1));
  });

  it('joins consecutive messages of one sender and splits when the sender changes', () => {
    const [day] = groupMessages(
      [
        message('me', at(1, 8)),
        message('me', at(1, 8, 1)),
        message('them', at(1, 8, 2)),
        message('me', at(1, 8, 3)),
      ],
      'me',
    );
    expect(day?.groups.map((group) => [group.mine, group.messages.length])).toEqual([
      [true, 2],
      [false, 1],
      [true, 1],
    ]);
  });

  it('does not carry a sender group across a day separator', () => {
    const days = groupMessages([message('them', at(1, 22)), message('them', at(2, 7))], 'me');
    expect(days.map((day) => day.groups.length)).toEqual([1, 1]);
  });

  it('keys a group by its first message, so it stays stable as messages join', () => {
    const first = message('them', at(1, 8));
    const before = groupMessages([first], 'me');
    const after = groupMessages([first, message('them', at(1, 9))], 'me');
    expect(after[0]?.groups[0]?.key).toBe(before[0]?.groups[0]?.key);
  });

  it('never counts a message without a sender as mine, even when signed out', () => {
    const [day] = groupMessages([message(null, at(1, 8)), message('me', at(1, 9))], null);
    expect(day?.groups.map((group) => group.mine)).toEqual([false, false]);
  });

  it('keeps a message with an unreadable time in the day before it', () => {
    const days = groupMessages([message('me', at(1, 8)), message('me', 'garbage')], 'me');
    expect(days).toHaveLength(1);
    expect(days[0]?.groups[0]?.messages).toHaveLength(2);
  });

  it('gives nothing for no messages', () => {
    expect(groupMessages([], 'me')).toEqual([]);
  });
});
