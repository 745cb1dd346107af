import type { EventSourceMessage } from 'eventsource-parser';
import type { ChatMessage, ThreadStatus } from '../threads/types';
import { parseFields, type Fields } from './streamAttempt';

/** What a reservation or a sale did to the post's amounts (GET /api/events). */
export interface PostAmountsChange {
  thread_id: string;
  post_id: string;
  qty: number;
  qty_reserved: number;
  qty_sold: number;
  qty_available: number;
  action: string;
}

/** The `data` of each event of the signed-in user's stream, by event name. */
export interface UserEventData {
  message: ChatMessage & { thread_id: string };
  read: { thread_id: string; reader_id: string };
  thread: { thread_id: string; status: ThreadStatus };
  reservation: PostAmountsChange;
  sale: PostAmountsChange;
  unread: { count: number };
  typing: { thread_id: string; user_id: string };
}

export type UserEvent = {
  [Type in keyof UserEventData]: { type: Type; data: UserEventData[Type] };
}[keyof UserEventData];

const text = (value: unknown) => typeof value === 'string' && value.length > 0;

// What each event must carry for the app to use it; anything else is left alone.
const USABLE: { [Type in keyof UserEventData]: (data: Fields) => boolean } = {
  message: (d) =>
    text(d.thread_id) && text(d.id) && typeof d.body === 'string' && text(d.created_at),
  read: (d) => text(d.thread_id) && text(d.reader_id),
  thread: (d) => text(d.thread_id),
  reservation: (d) => text(d.thread_id) && text(d.post_id),
  sale: (d) => text(d.thread_id) && text(d.post_id),
  unread: (d) => typeof d.count === 'number' && Number.isFinite(d.count),
  typing: (d) => text(d.thread_id) && text(d.user_id),
};

/** The events of the user's stream this app uses. */
export const USER_EVENTS = Object.keys(USABLE) as readonly (keyof UserEventData)[];

/** The event, or null for one this app does not know or that lacks what it needs. */
export function readUserEvent(message: EventSourceMessage): UserEvent | null {
  const type = message.event;
  if (!type || !Object.prototype.hasOwnProperty.call(USABLE, type)) return null;
  const data = parseFields(message.data);
  return data && USABLE[type as keyof UserEventData](data)
    ? ({ type, data } as unknown as UserEvent)
    : null;
}
