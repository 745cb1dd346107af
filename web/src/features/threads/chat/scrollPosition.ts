import { JUMP_TO_LATEST_PX } from '@core/constants';

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Pixels between what is shown and the end of the conversation (never negative). */
export function distanceFromBottom({ scrollTop, scrollHeight, clientHeight }: ScrollMetrics) {
  return Math.max(0, scrollHeight - clientHeight - scrollTop);
}

/**
 * Near the bottom: new messages keep the view pinned to the end. Further up the reader is
 * reading history, so the view stays put and the jump-to-latest button shows instead
 * (SPEC §9: beyond 120 px).
 */
export function isNearBottom(metrics: ScrollMetrics, threshold = JUMP_TO_LATEST_PX): boolean {
  return distanceFromBottom(metrics) <= threshold;
}

export function showJumpToLatest(metrics: ScrollMetrics, threshold = JUMP_TO_LATEST_PX): boolean {
  return !isNearBottom(metrics, threshold);
}
