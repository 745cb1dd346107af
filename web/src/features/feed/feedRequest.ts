import { DEFAULT_SEARCH_RANGE_KM, HOME_PAGE_SIZE, type PostSort } from '@core/constants';
import { resolvePostSort } from '@core/post-sort';
import type { FeedFilters } from './feedParams';

/**
 * Which families the feed asks for:
 * - 'any': no category chosen, no family filter;
 * - 'waiting': a category without a family, and its family list has not arrived yet;
 * - 'ids': the chosen family, or every family of the chosen category. An empty list means
 *   the category has no families, so nothing can match.
 */
export type FamilyFilter = { kind: 'any' } | { kind: 'waiting' } | { kind: 'ids'; ids: number[] };

export function familyFilterFor(
  filters: Pick<FeedFilters, 'categoryId' | 'familyId'>,
  families: readonly { id: number }[] | undefined,
): FamilyFilter {
  const { categoryId, familyId } = filters;
  if (categoryId === null) return { kind: 'any' };
  if (!families) {
    // A shared link with a family need not wait for the family list to start loading posts.
    return familyId === null ? { kind: 'waiting' } : { kind: 'ids', ids: [familyId] };
  }
  // A family from another category (an old or edited link) counts as "any family".
  if (familyId !== null && families.some((family) => family.id === familyId)) {
    return { kind: 'ids', ids: [familyId] };
  }
  return { kind: 'ids', ids: families.map((family) => family.id) };
}

/** The search range in km: the profile's, or SPEC §9's default for everyone else. */
export function searchRangeKm(profile: { search_range_km: number | null } | null): number {
  const range = profile?.search_range_km;
  return typeof range === 'number' && range > 0 ? range : DEFAULT_SEARCH_RANGE_KM;
}

/** The query parameters of GET /api/posts for one page of the feed. */
export interface FeedRequest {
  page: number;
  pageSize: number;
  search?: string;
  familyIds?: number[];
  lat?: number;
  lng?: number;
  rangeKm?: number;
  sortBy: PostSort['sortBy'];
  sortDir: PostSort['sortDir'];
  /** Only the sellers the caller follows (a signed-in person's filter). */
  suki?: 1;
}

export interface FeedContext {
  families: FamilyFilter;
  /** The device position, when known. */
  location: { lat: number; lng: number } | null;
  rangeKm: number;
  /** "From my suki" needs a session: a visitor's feed (and the server's read-ahead) ignores it. */
  signedIn?: boolean;
}

/**
 * The request for the filters and context, or null while the family list is still needed.
 * The range applies only with a location; a distance sort without one becomes newest.
 */
export function feedRequestFor(filters: FeedFilters, context: FeedContext): FeedRequest | null {
  if (context.families.kind === 'waiting') return null;
  const sort = resolvePostSort(filters.sort, context.location !== null);
  const request: FeedRequest = {
    page: filters.page,
    pageSize: HOME_PAGE_SIZE,
    sortBy: sort.sortBy,
    sortDir: sort.sortDir,
  };
  if (filters.search) request.search = filters.search;
  if (filters.suki && context.signedIn) request.suki = 1;
  if (context.families.kind === 'ids') request.familyIds = context.families.ids;
  if (context.location) {
    request.lat = context.location.lat;
    request.lng = context.location.lng;
    request.rangeKm = context.rangeKm;
  }
  return request;
}
