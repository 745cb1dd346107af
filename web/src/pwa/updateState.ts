/**
 * "A new release is waiting": set by the lazily loaded registration (./register.ts), read by
 * the update banner through useSyncExternalStore. Kept tiny because it ships in the entry.
 */
type Listener = () => void;

let waiting: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

function changed() {
  listeners.forEach((listener) => listener());
}

export const updateState = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** True while a new version is installed and waiting for the user's go-ahead. */
  isWaiting: (): boolean => waiting !== null,
  /** Called by the registration when a new service worker is installed and waiting. */
  offer(activate: () => Promise<void>) {
    waiting = activate;
    changed();
  },
  /** "Not now": the banner goes; the new version starts when every tab of the app is closed. */
  dismiss() {
    waiting = null;
    changed();
  },
  /** "Reload": the waiting worker takes over, then the page reloads onto the new version. */
  async accept() {
    await waiting?.();
  },
};
