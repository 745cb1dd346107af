import { ADMIN_COUNTS_REFRESH_MS } from '@core/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { isRecord } from '../../lib/guards';

function readCount(body: unknown): number {
  const source = isRecord(body) && isRecord(body.data) ? body.data : body;
  const count = isRecord(source) ? source.count : undefined;
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
}

// SPEC §7: counters are reads that swallow errors; a failing one counts as nothing new.
async function fetchCount(path: string, signal: AbortSignal): Promise<number> {
  try {
    return readCount(await api.get<unknown>(path, { signal }));
  } catch {
    return 0;
  }
}

/**
 * New reports plus new feedback, for the Admin nav badge (SPEC §6), refreshed every 30 s
 * while the tab is visible. Asks nothing for non-admins.
 */
export function useAdminBadgeCount(isAdmin: boolean): number {
  const { data } = useQuery({
    queryKey: ['admin', 'badge-count'],
    enabled: isAdmin,
    refetchInterval: ADMIN_COUNTS_REFRESH_MS,
    queryFn: async ({ signal }) => {
      const [reports, feedback] = await Promise.all([
        fetchCount('/reports/count-new', signal),
        fetchCount('/feedback/count-new', signal),
      ]);
      return reports + feedback;
    },
  });
  return isAdmin ? (data ?? 0) : 0;
}
