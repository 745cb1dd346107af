import { isRecord } from '../../../lib/guards';

/** What a person can send from a chat while the signal is gone, to be sent once it is back. */
export type OutboxAction =
  | { kind: 'message'; body: string }
  | { kind: 'reserve'; qty: number; until: string }
  | { kind: 'release' }
  | { kind: 'review'; rating: number; comment: string | null };

/** The server's refusal, kept to say why (the ApiError itself does not survive JSON). */
export interface OutboxFailure {
  status: number;
  code?: string | undefined;
  fields?: Record<string, string> | undefined;
}

/**
 * waiting: not sent yet (offline, or the last try never got an answer); sending: a try is on
 * its way; refused: the server said no (a 4xx), so it is never tried again, only shown.
 */
export type OutboxState = 'waiting' | 'sending' | 'refused';

export type OutboxItem = OutboxAction & {
  /** A UUID made on the phone: a message carries it as client_id, so a repeat is one message. */
  id: string;
  threadId: string;
  queuedAt: string;
  state: OutboxState;
  failure?: OutboxFailure;
};

const KINDS: ReadonlySet<string> = new Set(['message', 'reserve', 'release', 'review']);

function isItem(value: unknown): value is OutboxItem {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.threadId === 'string' &&
    typeof value.kind === 'string' &&
    KINDS.has(value.kind)
  );
}

/**
 * The stored queue, oldest first; anything unreadable is dropped rather than breaking the chat.
 * A try that was on its way when the tab closed is waiting again.
 */
export function parseItems(raw: string | null, { afterRestart = false } = {}): OutboxItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value
    .filter(isItem)
    .map((item) =>
      afterRestart && item.state === 'sending' ? { ...item, state: 'waiting' as const } : item,
    );
}
