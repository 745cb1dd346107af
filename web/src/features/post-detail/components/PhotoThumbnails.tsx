import { useTranslation } from 'react-i18next';
import type { PostPhoto } from '@core/schemas';
import { mediaUrl } from '../../../api/client';

interface PhotoThumbnailsProps {
  images: string[];
  /** `images` with their sizes: each has a 320 px WebP crop, unless stored before them. */
  photos?: PostPhoto[] | undefined;
  /** The server's 320 px JPEG of the first photo, for photos without a crop. */
  firstThumbnail: string | null;
  index: number;
  onSelect: (index: number) => void;
  /** False for a photo low-data mode has not fetched yet: its number stands in for it. */
  loaded?: (position: number) => boolean;
}

/** A row of small photos under the carousel; the current one is outlined and marked. */
export function PhotoThumbnails({
  images,
  photos,
  firstThumbnail,
  index,
  onSelect,
  loaded = () => true,
}: PhotoThumbnailsProps) {
  const { t } = useTranslation();
  if (images.length < 2) return null;
  return (
    <ul
      className="mt-2 flex gap-2 overflow-x-auto pb-1"
      aria-label={t('postDetail.gallery.thumbnails')}
    >
      {images.map((path, position) => {
        const current = position === index;
        return (
          <li key={path} className="shrink-0">
            <button
              type="button"
              onClick={() => onSelect(position)}
              aria-current={current ? 'true' : undefined}
              aria-label={t('postDetail.gallery.show', { n: position + 1, count: images.length })}
              className={`flex size-14 items-center justify-center overflow-hidden rounded-lg border-2 bg-brand-50 ${
                current ? 'border-brand-700' : 'border-transparent opacity-75 hover:opacity-100'
              }`}
            >
              {loaded(position) ? (
                <img
                  src={mediaUrl(
                    (photos?.[position]?.url === path ? photos[position]?.card?.url : null) ??
                      (position === 0 && firstThumbnail ? firstThumbnail : path),
                  )}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              ) : (
                <span aria-hidden="true" className="font-semibold text-brand-800">
                  {position + 1}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
