import { useTranslation } from 'react-i18next';
import type { PostPhoto } from '@core/schemas';
import { mediaUrl } from '../../../api/client';
import { PHOTO_SIZES, photoSources, type ImageSources } from '../../../ui/image/photoSources';
import { dragOffset, type SwipeDirection } from '../swipe';
import { useSwipe } from '../useSwipe';
import { StepButtons } from './StepButtons';

interface PhotoCarouselProps {
  images: string[];
  /** `images` with their WebP copies; a photo without one shows its original. */
  photos?: PostPhoto[] | undefined;
  title: string;
  index: number;
  onStep: (direction: SwipeDirection) => void;
  onOpen: () => void;
  /** False for a photo low-data mode has not fetched yet: its slot stays empty. */
  loaded?: (position: number) => boolean;
}

/**
 * The post's photos in a fixed 4:3 box (no layout shift while they load), one at a time:
 * swipe, the arrow buttons or the arrow keys move between them; a tap opens the full size.
 */
export function PhotoCarousel({
  images,
  photos,
  title,
  index,
  onStep,
  onOpen,
  loaded = () => true,
}: PhotoCarouselProps) {
  const { t } = useTranslation();
  const swipe = useSwipe(onStep);
  const count = images.length;
  const offset = dragOffset(swipe.dx, index, count);

  return (
    <div
      role="region"
      aria-roledescription={t('postDetail.gallery.carousel')}
      aria-label={t('postDetail.gallery.label')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') onStep('previous');
        else if (event.key === 'ArrowRight') onStep('next');
        else return;
        event.preventDefault();
      }}
      className="relative aspect-[4/3] w-full touch-pan-y overflow-hidden rounded-xl bg-brand-50 select-none"
      {...swipe.handlers}
    >
      <div
        className={`flex h-full ${swipe.dragging ? '' : 'transition-transform duration-300 ease-out'}`}
        style={{ transform: `translateX(calc(${-index * 100}% + ${offset}px))` }}
      >
        {images.map((path, position) => {
          const photo = photos?.[position];
          const sources: ImageSources =
            photo?.url === path
              ? photoSources(photo)
              : // Full-size photos are at most 1600 px; the ratio reserves the box meanwhile.
                { src: mediaUrl(path)!, width: 1600, height: 1200 };
          const load = loaded(position);
          return (
            <img
              key={path}
              loading={position === 0 ? 'eager' : 'lazy'}
              sizes={load && sources.srcSet ? PHOTO_SIZES : undefined}
              srcSet={load ? sources.srcSet : undefined}
              src={load ? sources.src : undefined}
              alt=""
              aria-hidden="true"
              draggable={false}
              width={sources.width}
              height={sources.height}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding="async"
              className="h-full w-full shrink-0 object-contain"
            />
          );
        })}
      </div>
      <button
        type="button"
        onClick={() => {
          if (!swipe.takeDrag()) onOpen();
        }}
        aria-label={t('postDetail.gallery.open', { n: index + 1, count, title })}
        className="absolute inset-0 cursor-zoom-in focus-visible:outline-offset-[-4px]"
      />
      {count > 1 ? (
        <>
          <p
            aria-live="polite"
            className="absolute right-2 bottom-2 rounded-full bg-black/65 px-2.5 py-0.5 text-sm font-semibold text-white"
          >
            {t('postDetail.gallery.position', { n: index + 1, count })}
          </p>
          <StepButtons index={index} count={count} onStep={onStep} />
        </>
      ) : null}
    </div>
  );
}
