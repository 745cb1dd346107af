import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../api/client';
import { postFormKeys } from '../post-form/queries';
import { keepStreamOpen } from './keepStreamOpen';
import { openEventSource } from './openEventSource';
import { applyPostEvent, readPostEvent } from './postEvents';

// A public stream: no token, whoever is looking.
const noHeaders = () => ({});
const POST_EVENTS = ['post'] as const;

/**
 * Follows the post's own stream (GET /api/posts/{id}/events) while the page shows it, signed
 * in or not. No id (the post not loaded, or missing) opens nothing.
 */
export function usePostLiveUpdates(postId: string | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!postId) return;
    return keepStreamOpen({
      url: `${API_BASE}/posts/${encodeURIComponent(postId)}/events`,
      open: openEventSource,
      headers: noHeaders,
      events: POST_EVENTS,
      // Back after a drop: what changed meanwhile is asked for once. The first connection
      // needs nothing: the page has just been loaded.
      onReady: (again) => {
        if (again) void queryClient.invalidateQueries({ queryKey: postFormKeys.detail(postId) });
      },
      onEvent: (message) => {
        const event = readPostEvent(message);
        if (event) applyPostEvent(queryClient, event);
      },
    });
  }, [postId, queryClient]);
}
