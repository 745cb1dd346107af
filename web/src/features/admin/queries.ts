import { ADMIN_COUNTS_REFRESH_MS } from '@core/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
import { LIST_PATHS, type AdminListRequest, type AdminTab } from './adminParams';

export interface Page<T> {
  data: T[];
  total: number;
}

export interface AdminPerson {
  id: string;
  username: string;
  display_name: string | null;
}

/** A report of a post or of a review (issue 21); the other of `post` and `review` is null. */
export interface AdminReport {
  id: string;
  type: 'post' | 'review';
  status: 'new' | 'reviewed';
  reason: string;
  created_at: string;
  post: { id: string; title: string; status: 'active' | 'hidden' | 'completed' } | null;
  review: {
    id: string;
    rating: number;
    comment: string | null;
    /** An admin removed it: off the profile and the rating. */
    removed: boolean;
    reviewer: AdminPerson | null;
    reviewee: AdminPerson;
  } | null;
  reporter: AdminPerson | null;
}

export interface AdminFeedback {
  id: string;
  category: 'bug' | 'idea' | 'other';
  status: 'new' | 'reviewed';
  message: string;
  path: string | null;
  images: string[];
  user_id: string | null;
  username: string | null;
  email: string | null;
  created_at: string;
}

export interface AdminPost {
  id: string;
  title: string;
  status: 'active' | 'hidden' | 'completed';
  created_at: string;
  author: {
    id: string;
    username: string;
    display_name: string | null;
    banned_until: string | null;
  };
}

export interface AdminUser {
  id: string;
  username: string;
  display_name: string | null;
  /** Null for an account made with a mobile number (whose number admins are not shown). */
  email: string | null;
  is_admin: boolean;
  banned_until: string | null;
  post_count: number;
  /** Their messages the scam guard flagged (issue 12). */
  flagged_messages: number;
}

export interface ModerationAction {
  id: string;
  admin_username: string | null;
  action: string;
  subject_type: 'post' | 'user' | 'report' | 'feedback' | 'review';
  subject_id: string;
  created_at: string;
}

export type BanChoice = 1 | 7 | 30 | 'permanent' | 'clear';

/** Everything here sits under ['admin'], the nav badge too: one invalidation refreshes all. */
const ADMIN_KEY = ['admin'] as const;

/** One page of a section's list; the previous page stays (dimmed) while the next loads. */
export function useAdminList<T>(tab: AdminTab, request: AdminListRequest, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...ADMIN_KEY, 'list', tab, request],
    queryFn: ({ signal }) =>
      api.get<Page<T>>(withQuery(LIST_PATHS[tab], { ...request }), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** New reports or new feedback, for the tab labels; errors count as nothing new. */
export function useNewCount(kind: 'reports' | 'feedback') {
  const { data } = useQuery({
    queryKey: [...ADMIN_KEY, 'count', kind],
    refetchInterval: ADMIN_COUNTS_REFRESH_MS,
    queryFn: async ({ signal }) => {
      try {
        const body = await api.get<{ count?: unknown }>(`/${kind}/count-new`, { signal });
        return typeof body.count === 'number' ? body.count : 0;
      } catch {
        return 0;
      }
    },
  });
  return data ?? 0;
}

export type AdminCall =
  | { kind: 'reportReviewed'; id: string }
  | { kind: 'reportDelete'; id: string }
  | { kind: 'reviewRemove'; id: string }
  | { kind: 'feedbackStatus'; id: string; status: 'new' | 'reviewed' }
  | { kind: 'feedbackDelete'; id: string }
  | { kind: 'postRemove'; id: string }
  | { kind: 'userBan'; id: string; days: BanChoice };

function send(call: AdminCall): Promise<unknown> {
  const id = encodeURIComponent(call.id);
  switch (call.kind) {
    case 'reportReviewed':
      return api.patch(`/reports/${id}/status`, { status: 'reviewed' });
    case 'reportDelete':
      return api.del(`/reports/${id}`);
    case 'reviewRemove':
      return api.del(`/admin/reviews/${id}`);
    case 'feedbackStatus':
      return api.patch(`/feedback/${id}/status`, { status: call.status });
    case 'feedbackDelete':
      return api.del(`/feedback/${id}`);
    case 'postRemove':
      return api.patch(`/admin/posts/${id}/archive`);
    case 'userBan':
      return api.patch(`/admin/users/${id}/ban`, { days: call.days });
  }
}

/**
 * Every moderation call; afterwards the lists, counts, badge, the public post lists and the
 * profiles (a removed review leaves its list and rating) reload.
 */
export function useAdminCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
        queryClient.invalidateQueries({ queryKey: ['posts'] }),
        queryClient.invalidateQueries({ queryKey: ['profile'] }),
      ]),
  });
}
