import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { isRecord } from '../../lib/guards';

/**
 * The history state of a chat opened by Message: the person came to write, so the message box
 * has the focus when the conversation appears (and the keyboard opens where the phone allows).
 */
export const COMPOSE_ON_ARRIVAL = { compose: true } as const;

export function composeOnArrival(state: unknown): boolean {
  return isRecord(state) && state.compose === true;
}

/** Focuses the message box once it can take a message, when the chat was opened to write. */
export function useComposeOnArrival(
  inputRef: RefObject<HTMLTextAreaElement | null>,
  open: boolean,
): void {
  const wanted = composeOnArrival(useLocation().state);
  useEffect(() => {
    if (wanted && open) inputRef.current?.focus();
  }, [wanted, open, inputRef]);
}
