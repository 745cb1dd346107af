import type { ChatMessage } from '../types';

/** Consecutive messages of one sender on one day: drawn as one block on one side. */
export interface SenderGroup {
  /** The first message's id: stable while later messages join the group. */
  key: string;
  senderId: string | null;
  mine: boolean;
  messages: ChatMessage[];
}

/** One calendar day (the reader's local time) under its separator. */
export interface DayGroup {
  /** 'YYYY-MM-DD' in local time. */
  key: string;
  /** Local midnight of that day, for the separator's label. */
  day: Date;
  groups: SenderGroup[];
}

const pad = (value: number) => String(value).padStart(2, '0');

function localDay(date: Date): { key: string; day: Date } {
  const day = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  return {
    key: `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`,
    day,
  };
}

/**
 * Groups messages (oldest first, as the API sends them) by local day, then by runs of one
 * sender. A message without a sender (a deleted account) is never "mine". A timestamp that
 * cannot be read stays with the messages before it rather than opening a day of its own.
 */
export function groupMessages(messages: readonly ChatMessage[], myId: string | null): DayGroup[] {
  const days: DayGroup[] = [];
  for (const message of messages) {
    const created = new Date(message.created_at);
    const lastDay = days[days.length - 1];
    const { key, day } = Number.isNaN(created.getTime())
      ? (lastDay ?? localDay(new Date(0)))
      : localDay(created);

    let current = lastDay;
    if (!current || current.key !== key) {
      current = { key, day, groups: [] };
      days.push(current);
    }

    const mine = myId !== null && message.sender_id === myId;
    const lastGroup = current.groups[current.groups.length - 1];
    if (lastGroup && lastGroup.senderId === message.sender_id) {
      lastGroup.messages.push(message);
    } else {
      current.groups.push({
        key: message.id,
        senderId: message.sender_id,
        mine,
        messages: [message],
      });
    }
  }
  return days;
}
