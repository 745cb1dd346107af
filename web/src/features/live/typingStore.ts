import { useSyncExternalStore } from 'react';
import { TYPING_SHOWN_MS } from './config';

interface Typist {
  userId: string;
  timer: ReturnType<typeof setTimeout>;
}

// Who is typing in which conversation, fed by the stream's `typing` events.
const typists = new Map<string, Typist>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** `userId` is typing in the thread: shown for a while, each event starting the time again. */
export function noteTyping(threadId: string, userId: string, shownMs = TYPING_SHOWN_MS): void {
  const before = typists.get(threadId);
  if (before) clearTimeout(before.timer);
  const timer = setTimeout(() => stopTyping(threadId), shownMs);
  typists.set(threadId, { userId, timer });
  if (before?.userId !== userId) changed();
}

/** Their message arrived (or the stream closed): they are no longer typing it. */
export function stopTyping(threadId: string, userId?: string): void {
  const typist = typists.get(threadId);
  if (!typist || (userId !== undefined && typist.userId !== userId)) return;
  clearTimeout(typist.timer);
  typists.delete(threadId);
  changed();
}

export function forgetAllTyping(): void {
  if (typists.size === 0) return;
  typists.forEach((typist) => clearTimeout(typist.timer));
  typists.clear();
  changed();
}

export function typistIn(threadId: string): string | null {
  return typists.get(threadId)?.userId ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The id of whoever is typing in the thread right now, or null. */
export function useTypistIn(threadId: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => typistIn(threadId),
    () => null,
  );
}
