import { isApiError } from '../../api/client';

/** Why an alert was not saved, as the sheet explains it. */
export type SaveFailure =
  | { kind: 'limit' }
  /** The server's validation: field -> message key (errors.priceTooHigh and the like). */
  | { kind: 'fields'; fields: Record<string, string> }
  /** The session ended: the app signs out, and the login page brings the person back. */
  | { kind: 'signIn' }
  | { kind: 'network' }
  | { kind: 'generic' };

export function saveFailure(error: unknown): SaveFailure {
  if (!isApiError(error)) return { kind: 'generic' };
  if (error.status === 0) return { kind: 'network' };
  if (error.status === 401) return { kind: 'signIn' };
  if (error.code === 'alert_limit') return { kind: 'limit' };
  if (error.fields && Object.keys(error.fields).length > 0) {
    return { kind: 'fields', fields: error.fields };
  }
  return { kind: 'generic' };
}
