import type { LatLng } from '@core/geo';

/** How long a later page may show a list's total before counting again (issue #13). */
export const FEED_COUNT_TTL_MS = 60_000;
const MAX_LISTS = 1000;

/** What a list's total depends on: its filters and whom the viewer blocked (not the sort). */
export interface CountedList {
  userId?: string | undefined;
  search?: string | undefined;
  familyIds?: number[] | undefined;
  center?: LatLng | undefined;
  rangeKm?: number | undefined;
  /** Only the sellers this person follows (the feed's "From my suki"). */
  sukiOf?: string | undefined;
  /** Authors hidden from this viewer only (blocks); bans are everyone's and change rarely. */
  blocked: string[];
}

/**
 * The totals of recently counted feed lists, for their later pages: counting is most of a
 * page's cost, and a total a minute old is fine on page 10, where no one just acted. Page 1
 * is always counted afresh (and refreshes the entry), so someone who just posted, canceled
 * or was banned sees it at once. Bounded: the least recently counted list goes first.
 */
export function createFeedCountCache({
  ttlMs = FEED_COUNT_TTL_MS,
  maxLists = MAX_LISTS,
  now = Date.now,
}: { ttlMs?: number; maxLists?: number; now?: () => number } = {}) {
  const totals = new Map<string, { total: number; countedAt: number }>();

  const keyOf = (list: CountedList) =>
    JSON.stringify([
      list.userId ?? null,
      list.search?.trim() || null,
      list.familyIds?.length ? [...new Set(list.familyIds)].sort((a, b) => a - b) : null,
      list.center && list.rangeKm !== undefined
        ? [list.center.lat, list.center.lng, list.rangeKm]
        : null,
      [...list.blocked].sort(),
      list.sukiOf ?? null,
    ]);

  return {
    /** The list's total if counted less than ttlMs ago. */
    get(list: CountedList): number | undefined {
      const key = keyOf(list);
      const entry = totals.get(key);
      if (!entry) return undefined;
      if (now() - entry.countedAt < ttlMs) return entry.total;
      totals.delete(key);
      return undefined;
    },

    set(list: CountedList, total: number) {
      const key = keyOf(list);
      totals.delete(key);
      totals.set(key, { total, countedAt: now() });
      if (totals.size > maxLists) totals.delete(totals.keys().next().value!);
    },

    get size() {
      return totals.size;
    },
  };
}

export type FeedCountCache = ReturnType<typeof createFeedCountCache>;
