import { useSyncExternalStore } from 'react';
import { PUSH_HINT_DISMISSED_KEY, readStorage, writeStorage } from '../../lib/storage';

// Whether this visit has sent a message (the moment the offer makes sense) and whether the
// offer was turned down for good. Module state, so leaving one chat for another keeps it.
interface HintMoment {
  sent: boolean;
  dismissed: boolean;
}

let moment: HintMoment | null = null;
const listeners = new Set<() => void>();

function snapshot(): HintMoment {
  moment ??= { sent: false, dismissed: readStorage(PUSH_HINT_DISMISSED_KEY) === '1' };
  return moment;
}

function update(change: Partial<HintMoment>) {
  moment = { ...snapshot(), ...change };
  listeners.forEach((listener) => listener());
}

/** The chat composer's onSent: a reply is now worth hearing about. */
export function noteMessageSent(): void {
  if (!snapshot().sent) update({ sent: true });
}

/** "Not now": never offered again on this device. */
export function dismissPushHint(): void {
  writeStorage(PUSH_HINT_DISMISSED_KEY, '1');
  update({ dismissed: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePushHintMoment(): HintMoment {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
