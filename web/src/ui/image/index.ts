import { IMAGE_MIME_TYPES } from '@core/constants';

export { compressImage, type CompressedImage, type ProgressListener } from './compressImage';
export {
  ImageCompressionError,
  isAcceptedImageType,
  type CompressionOptions,
  type ImageFailure,
} from './compressionPlan';
export { cardSources, photoSources, type ImageSources } from './photoSources';
export { FEEDBACK_SCREENSHOT, POST_PHOTO, PROFILE_PHOTO } from './presets';
export { useImagePicker, type ImagePickerHandlers } from './useImagePicker';

/** The `accept` of a photo file input: the types the pipeline and the server take. */
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
