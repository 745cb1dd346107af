import {
  cardSources as coreCardSources,
  photoSources as corePhotoSources,
  type ImageSources,
} from '@core/photo-sources';
import type { PostPhoto } from '@core/schemas';
import { mediaUrl } from '../../api/media';

export { CARD_SIZES, PHOTO_SIZES, type ImageSources } from '@core/photo-sources';

const urlOf = (path: string) => mediaUrl(path)!;

/** A post page photo's sources on this page's API origin (see core/photo-sources). */
export function photoSources(photo: PostPhoto): ImageSources {
  return corePhotoSources(photo, urlOf);
}

/** A feed card's sources on this page's API origin; null without a WebP crop. */
export function cardSources(photo: PostPhoto | undefined, smallest = false): ImageSources | null {
  return coreCardSources(photo, urlOf, smallest);
}
