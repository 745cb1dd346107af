export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Appends a query string. Empty values are left out so optional filters need no special
 * casing, and lists are sent comma-separated as SPEC §7 expects (familyIds, ids).
 */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','));
      continue;
    }
    search.set(name, String(value));
  }
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
