import { isApiError } from '../../../../api/client';

/** Why a reservation, its release or a sale did not go through, as the sheets explain it. */
export type ActionFailure =
  /** 409 not_enough_left: someone else bought or was given part of it meanwhile. */
  | { kind: 'notEnough' }
  /** 400 validation_failed: field -> message key from the shared schemas. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** The thread was completed or the post closed (or is gone) in the meantime. */
  | { kind: 'closed' }
  /** 429 rate_limited: too many reservation changes this hour (issue 21). */
  | { kind: 'rateLimited' }
  | { kind: 'network' }
  | { kind: 'generic' };

export function actionFailure(error: unknown): ActionFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.status === 0) return { kind: 'network' };
  if (error.code === 'not_enough_left') return { kind: 'notEnough' };
  if (error.status === 429 || error.code === 'rate_limited') return { kind: 'rateLimited' };
  if (error.fields && Object.keys(error.fields).length > 0) {
    return { kind: 'fields', fields: error.fields };
  }
  if (error.status === 403 || error.status === 404 || error.status === 409) {
    return { kind: 'closed' };
  }
  return { kind: 'generic' };
}
