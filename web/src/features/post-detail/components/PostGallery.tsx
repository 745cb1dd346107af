import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostPhoto } from '@core/schemas';
import { stepIndex, type SwipeDirection } from '../swipe';
import { PhotoCarousel } from './PhotoCarousel';
import { PhotoThumbnails } from './PhotoThumbnails';
import { PhotoZoomDialog } from './PhotoZoomDialog';

interface PostGalleryProps {
  images: string[];
  thumbnail: string | null;
  /** `images` with their sizes and WebP copies, when the server sent them. */
  photos?: PostPhoto[] | undefined;
  title: string;
  /** Low-data mode: a photo loads only once the reader moves to it (the first is shown). */
  photosOnTap?: boolean;
}

/** Carousel, thumbnails and the full-size view, sharing which photo is shown. */
export function PostGallery({
  images,
  thumbnail,
  photos,
  title,
  photosOnTap = false,
}: PostGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndexState] = useState(0);
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const setIndex = (next: number) => {
    setIndexState(next);
    setVisited((seen) => (seen.has(next) ? seen : new Set(seen).add(next)));
  };
  const loaded = (position: number) => !photosOnTap || visited.has(position);
  const [zoomOpen, setZoomOpen] = useState(false);
  // A post edited to fewer photos must not point past its last one.
  const current = Math.min(index, Math.max(0, images.length - 1));
  const step = (direction: SwipeDirection) =>
    setIndex(stepIndex(current, images.length, direction));

  // The same 4:3 box as a photo: the loading skeleton cannot know there is none.
  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/3] w-full items-center justify-center rounded-xl bg-brand-50 text-ink-muted">
        {t('postDetail.gallery.noPhoto')}
      </div>
    );
  }

  return (
    <div>
      <PhotoCarousel
        images={images}
        photos={photos}
        title={title}
        index={current}
        onStep={step}
        onOpen={() => setZoomOpen(true)}
        loaded={loaded}
      />
      <PhotoThumbnails
        images={images}
        photos={photos}
        firstThumbnail={thumbnail}
        index={current}
        onSelect={setIndex}
        loaded={loaded}
      />
      <PhotoZoomDialog
        open={zoomOpen}
        images={images}
        title={title}
        index={current}
        onStep={step}
        onClose={() => setZoomOpen(false)}
      />
    </div>
  );
}
