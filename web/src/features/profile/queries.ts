import { PROFILE_POSTS_PAGE_SIZE, PROFILE_REVIEWS_PAGE_SIZE } from '@core/constants';
import type { ProfileBody, ReviewReportBody } from '@core/schemas';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
import { sendWithProgress } from '../../api/sendWithProgress';
import type { OwnProfile, Paged, PostSummary, PublicProfile, RatingSummary, Review } from './types';

export const profileKeys = {
  own: ['profile', 'me'] as const,
  public: (idOrUsername: string) => ['profile', 'public', idOrUsername] as const,
  rating: (userId: string) => ['profile', 'rating', userId] as const,
  posts: (userId: string, page: number) => ['profile', 'posts', userId, page] as const,
  reviews: (userId: string, page: number) => ['profile', 'reviews', userId, page] as const,
};

const EMPTY_PAGE: Paged<never> = { data: [], total: 0 };

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

// SPEC §7: "many reads swallow errors and return empty or null". A profile's posts,
// reviews and rating are extras around the profile itself: a missing endpoint (404), a
// visitor refused (401) or a failure shows an empty list rather than breaking the page.
async function orEmpty<T>(call: Promise<Paged<T>>): Promise<Paged<T>> {
  try {
    const body = await call;
    return { data: Array.isArray(body?.data) ? body.data : [], total: Number(body?.total) || 0 };
  } catch (error) {
    if (isAbort(error)) throw error;
    return EMPTY_PAGE;
  }
}

/** The signed-in user's own profile, for the settings form. */
export function useOwnProfile() {
  return useQuery({
    queryKey: profileKeys.own,
    queryFn: ({ signal }) => api.get<OwnProfile>('/me/profile', { signal }),
  });
}

/**
 * A public profile by username or user id; a 404, or a 400 for a name that cannot be one, is
 * final, so it is not retried (queryClient.ts).
 */
export const publicProfileQuery = (idOrUsername: string) =>
  queryOptions({
    queryKey: profileKeys.public(idOrUsername),
    queryFn: ({ signal }) =>
      api.get<PublicProfile>(`/profiles/${encodeURIComponent(idOrUsername)}`, { signal }),
    // A 404 the server rendered the page with stays: no second ask as the page hydrates.
    retryOnMount: false,
  });

/** The seller rating; null when there is none or it could not be read. */
export const userRatingQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: profileKeys.rating(userId ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<RatingSummary>(`/users/${encodeURIComponent(userId ?? '')}/rating`, {
          signal,
        });
      } catch (error) {
        if (isAbort(error)) throw error;
        return null;
      }
    },
  });

export const userPostsQuery = (userId: string | undefined, page: number) =>
  queryOptions({
    queryKey: profileKeys.posts(userId ?? '', page),
    queryFn: ({ signal }) =>
      orEmpty(
        api.get<Paged<PostSummary>>(
          withQuery('/posts', { userId, page, pageSize: PROFILE_POSTS_PAGE_SIZE }),
          { signal },
        ),
      ),
  });

export const userReviewsQuery = (userId: string | undefined, page: number) =>
  queryOptions({
    queryKey: profileKeys.reviews(userId ?? '', page),
    queryFn: ({ signal }) =>
      orEmpty(
        api.get<Paged<Review>>(
          withQuery('/reviews', { revieweeId: userId, page, pageSize: PROFILE_REVIEWS_PAGE_SIZE }),
          { signal },
        ),
      ),
  });

export function usePublicProfile(idOrUsername: string) {
  return useQuery(publicProfileQuery(idOrUsername));
}

export function useUserRating(userId: string | undefined) {
  return useQuery({ ...userRatingQuery(userId), enabled: Boolean(userId) });
}

export function useUserPosts(userId: string | undefined, page: number) {
  return useQuery({
    ...userPostsQuery(userId, page),
    enabled: Boolean(userId),
    // Keep the current page on screen while the next one loads: no jump to a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useUserReviews(userId: string | undefined, page: number) {
  return useQuery({
    ...userReviewsQuery(userId, page),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

/** PATCH /api/me/profile; progress reports the upload (it matters when a photo is sent). */
export function useSaveProfile(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<ProfileBody>) =>
      sendWithProgress<OwnProfile>('PATCH', '/me/profile', body, onProgress),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own, profile);
      // The public views of this user (by id and by username) now show old details.
      void queryClient.invalidateQueries({ queryKey: ['profile', 'public'] });
    },
  });
}

/** POST /api/reports/reviews (issue 21): a review sent to the moderators. */
export function useReportReview() {
  return useMutation({
    mutationFn: (body: ReviewReportBody) => api.post<{ id: string }>('/reports/reviews', body),
  });
}

/** POST /api/me/archive: the start of account deletion (SPEC §4). */
export function useArchiveAccount() {
  return useMutation({
    mutationFn: () => api.post<{ ok: true; removal_at: string }>('/me/archive'),
  });
}
