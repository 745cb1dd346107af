import { isRecord } from '../../lib/guards';

const HERE = '/feedback';

/**
 * The page the sender came from, for the admin's context (SPEC §5 Feedback): the `from`
 * location a link passed in its state, or '/feedback' itself. Only same-app paths count.
 */
export function feedbackPath(state: unknown): string {
  const from = isRecord(state) ? state.from : undefined;
  const pathname = typeof from === 'string' ? from : isRecord(from) ? from.pathname : undefined;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) {
    return HERE;
  }
  return pathname.slice(0, 500);
}
