import { isApiError } from '../../api/client';
import { PushError } from './push';

/** The sentence for a failed "Turn on"; null when the state line already says it all. */
export type TurnOnFailure =
  | 'notifications.push.errors.dismissed'
  | 'notifications.push.errors.notReady'
  | 'notifications.push.errors.browser'
  | 'notifications.push.errors.serviceNotAllowed'
  | 'notifications.push.errors.network'
  | 'notifications.push.errors.generic';

export function turnOnFailure(error: unknown): TurnOnFailure | null {
  if (error instanceof PushError) {
    // Blocked: the state switches to 'blocked', which explains how to allow it again.
    if (error.failure === 'blocked') return null;
    return `notifications.push.errors.${error.failure}`;
  }
  if (isApiError(error)) {
    // The session ended: the app signs out and leaves this page, nothing to say here.
    if (error.status === 401) return null;
    if (error.status === 0) return 'notifications.push.errors.network';
    if (error.code === 'push_endpoint_not_allowed') {
      return 'notifications.push.errors.serviceNotAllowed';
    }
  }
  return 'notifications.push.errors.generic';
}
