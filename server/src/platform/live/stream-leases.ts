/**
 * Limits on live streams that hold across the WORKERS processes of a machine and across
 * instances (issue 23's "at most 10 streams per person, an eleventh closes their oldest", and
 * "typing" at most once per interval). Each open stream of a signed-in person holds a lease in
 * one shared store (Redis, else the cluster's primary, else this process's memory); a lease
 * lives while its process renews it, so the leases of a process that died fade on their own.
 * Three stores, one interface, chosen at start-up (./choose-limits.ts).
 */

export interface Lease {
  userId: string;
  /** Random, unique across processes: what a close request names. */
  streamId: string;
  /** When the stream opened (ms): the oldest lease goes first. */
  openedAt: number;
}

export interface StreamLeases {
  /**
   * Records the lease; resolves with the ids of the person's streams past `limit`, oldest
   * first, which the store has already forgotten and the caller must have closed wherever they
   * are. Resolves with none when the store does not answer (the process's own count stands).
   */
  take(lease: Lease, limit: number): Promise<string[]>;
  /** The stream ended. */
  release(lease: Lease): void;
  /** These streams are still open: their leases live on (those the store forgot stay so). */
  renew(leases: Lease[]): void;
}

/** At most once per interval per key, counted in the shared store. */
export interface SharedThrottle {
  take(key: string): Promise<boolean>;
}

export interface SharedLiveLimits {
  readonly store: 'memory' | 'cluster' | 'redis';
  leases: StreamLeases;
  throttle(intervalMs: number): SharedThrottle;
  close(): Promise<void>;
}

/** How long a lease lives without being renewed, in renewal intervals. */
export const LEASE_LIFETIMES = 3;

interface Held {
  openedAt: number;
  expiresAt: number;
}

const byAge = ([idA, a]: [string, Held], [idB, b]: [string, Held]) =>
  a.openedAt - b.openedAt || (idA < idB ? -1 : idA > idB ? 1 : 0);

/** The leases in memory: this process's own, or the cluster primary's for all workers. */
export class LeaseTable {
  private readonly people = new Map<string, Map<string, Held>>();

  constructor(private readonly ttlMs: number) {}

  take(lease: Lease, limit: number, now = Date.now()): string[] {
    const held = this.people.get(lease.userId) ?? new Map<string, Held>();
    this.people.set(lease.userId, held);
    for (const [id, entry] of held) if (entry.expiresAt <= now) held.delete(id);
    held.set(lease.streamId, { openedAt: lease.openedAt, expiresAt: now + this.ttlMs });
    if (held.size <= limit) return [];
    const evicted = [...held].sort(byAge).slice(0, held.size - limit);
    for (const [id] of evicted) held.delete(id);
    return evicted.map(([id]) => id);
  }

  release({ userId, streamId }: Lease): void {
    const held = this.people.get(userId);
    if (!held?.delete(streamId) || held.size > 0) return;
    this.people.delete(userId);
  }

  renew(leases: Lease[], now = Date.now()): void {
    for (const { userId, streamId } of leases) {
      const entry = this.people.get(userId)?.get(streamId);
      if (entry) entry.expiresAt = now + this.ttlMs;
    }
  }

  /** Forgets the leases nobody renewed (their process died). */
  prune(now = Date.now()): void {
    for (const [userId, held] of this.people) {
      for (const [id, entry] of held) if (entry.expiresAt <= now) held.delete(id);
      if (held.size === 0) this.people.delete(userId);
    }
  }

  /** Leases held, for tests. */
  get size(): number {
    let size = 0;
    for (const held of this.people.values()) size += held.size;
    return size;
  }
}

/** At most one take per key per interval, in this process's memory. */
export function createLocalThrottle(intervalMs: number, maxKeys = 10_000) {
  const last = new Map<string, number>();
  return {
    take(key: string, now = Date.now()): boolean {
      const previous = last.get(key);
      if (previous !== undefined && now - previous < intervalMs) return false;
      if (last.size >= maxKeys) {
        for (const [old, at] of last) if (now - at >= intervalMs) last.delete(old);
      }
      last.set(key, now);
      return true;
    },
  };
}

/** One process alone (WORKERS=1, no Redis): its memory is the shared store. */
export function createMemoryLimits(renewMs: number): SharedLiveLimits {
  const table = new LeaseTable(renewMs * LEASE_LIFETIMES);
  return {
    store: 'memory',
    leases: {
      take: async (lease, limit) => table.take(lease, limit),
      release: (lease) => table.release(lease),
      renew: (leases) => table.renew(leases),
    },
    throttle(intervalMs) {
      const local = createLocalThrottle(intervalMs);
      return { take: async (key) => local.take(key) };
    },
    async close() {},
  };
}
