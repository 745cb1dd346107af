import {
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  FEEDBACK_SCREENSHOT_MAX_SIDE,
  PHOTO_MAX_SIDE,
  PHOTO_QUALITY_FLOOR,
  PHOTO_QUALITY_START,
  PHOTO_QUALITY_STEP,
  PHOTO_TARGET_BYTES,
  PROFILE_PHOTO_MAX_SIDE,
  PROFILE_PHOTO_TARGET_BYTES,
} from '@core/constants';
import type { CompressionOptions } from './compressionPlan';

// SPEC §5 and §9: JPEG from quality 0.82 down by 0.08 to about 0.45, until about 1.8 MB.
const JPEG_LADDER = {
  qualityStart: PHOTO_QUALITY_START,
  qualityStep: PHOTO_QUALITY_STEP,
  qualityFloor: PHOTO_QUALITY_FLOOR,
  outputType: 'image/jpeg',
} as const;

/** Post photos: at most 1600 x 1600. */
export const POST_PHOTO: CompressionOptions = {
  ...JPEG_LADDER,
  maxSide: PHOTO_MAX_SIDE,
  targetBytes: PHOTO_TARGET_BYTES,
};

/** Profile photos: at most 800 x 800. */
export const PROFILE_PHOTO: CompressionOptions = {
  ...JPEG_LADDER,
  maxSide: PROFILE_PHOTO_MAX_SIDE,
  targetBytes: PROFILE_PHOTO_TARGET_BYTES,
};

/**
 * Feedback screenshots (SPEC §5): at most 1600 x 1600, WebP (JPEG where the browser cannot
 * write WebP), up to 2 MB. WebP keeps the text of a screenshot sharp at a small size.
 */
export const FEEDBACK_SCREENSHOT: CompressionOptions = {
  qualityStart: PHOTO_QUALITY_START,
  qualityStep: PHOTO_QUALITY_STEP,
  qualityFloor: PHOTO_QUALITY_FLOOR,
  outputType: 'image/webp',
  maxSide: FEEDBACK_SCREENSHOT_MAX_SIDE,
  targetBytes: FEEDBACK_SCREENSHOT_MAX_BYTES,
};
