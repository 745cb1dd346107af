import { isApiError } from '../../../api/client';

/** Why a message was not sent, as the composer shows it under the input. */
export type SendFailure =
  | { kind: 'field'; messageKey: string }
  | {
      kind: 'state';
      reason: 'completed' | 'unavailable' | 'rateLimited' | 'banned' | 'network' | 'generic';
    };

/**
 * Maps a failed POST /threads/{id}/messages to something translatable. The server's own
 * `error` text is English only, so its code decides; `fields.body` carries a validation key.
 */
export function sendFailure(error: unknown): SendFailure {
  if (!isApiError(error)) return { kind: 'state', reason: 'generic' };
  const field = error.fields?.body;
  if (field) return { kind: 'field', messageKey: field };
  switch (error.code) {
    case 'thread_completed':
      return { kind: 'state', reason: 'completed' };
    case 'post_unavailable':
      return { kind: 'state', reason: 'unavailable' };
    case 'rate_limited':
      return { kind: 'state', reason: 'rateLimited' };
    case 'banned':
      return { kind: 'state', reason: 'banned' };
  }
  if (error.status === 429) return { kind: 'state', reason: 'rateLimited' };
  if (error.status === 0) return { kind: 'state', reason: 'network' };
  return { kind: 'state', reason: 'generic' };
}
