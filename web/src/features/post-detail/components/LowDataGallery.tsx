import { useState } from 'react';
import type { PostPhoto } from '@core/schemas';
import { PhotoPlaceholder } from '../../low-data/PhotoPlaceholder';
import { useLowData } from '../../low-data/lowDataSetting';
import { PostGallery } from './PostGallery';

interface LowDataGalleryProps {
  images: string[];
  thumbnail: string | null;
  photos?: PostPhoto[] | undefined;
  title: string;
  categoryId: number;
}

/**
 * The post's photos, or in low-data mode the category's icon until the reader taps "Show
 * photo". Only then does the gallery mount, so not one photo byte is fetched before; after
 * that it fetches each further photo only when the reader moves to it.
 */
export function LowDataGallery({
  images,
  thumbnail,
  photos,
  title,
  categoryId,
}: LowDataGalleryProps) {
  const lowData = useLowData();
  const [shown, setShown] = useState(false);
  if (lowData && !shown && images.length > 0) {
    return (
      <PhotoPlaceholder
        title={title}
        categoryId={categoryId}
        onShow={() => setShown(true)}
        className="overflow-hidden rounded-xl"
      />
    );
  }
  return (
    <PostGallery
      images={images}
      thumbnail={thumbnail}
      photos={photos}
      title={title}
      photosOnTap={lowData}
    />
  );
}
