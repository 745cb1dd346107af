import { useSyncExternalStore } from 'react';

/**
 * 'live': the event stream is open and delivering; the chat queries stop polling.
 * 'connecting': opening it (or reopening after a drop); 'down': signed out, refused, or
 * failing for now. In both of those the queries poll as they did before the stream existed.
 */
export type LiveStatus = 'connecting' | 'live' | 'down';

// One stream per tab (userStream.ts), so its status is one value for the whole tab.
let current: LiveStatus = 'down';
const listeners = new Set<() => void>();

export function getLiveStatus(): LiveStatus {
  return current;
}

export function setLiveStatus(next: LiveStatus): void {
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The server renders (and the browser hydrates) as without a stream: the same polling options.
const onServer = (): LiveStatus => 'down';

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(subscribe, getLiveStatus, onServer);
}

/** For queries: true while the stream delivers, so they need not poll. */
export function useStreaming(): boolean {
  return useLiveStatus() === 'live';
}
