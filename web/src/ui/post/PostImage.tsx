import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostPhoto } from '@core/schemas';
import { mediaUrl } from '../../api/client';
import { CARD_SIZES, cardSources } from '../image/photoSources';
import '../../features/feed/strings';

interface PostImageProps {
  /** The JPEG thumbnail (or photo) to show when the photo has no WebP card crop. */
  path: string | null;
  /** The first photo with its sizes, when the list sent it. */
  photo?: PostPhoto | undefined;
  title: string;
  eager?: boolean;
  /** Low-data mode: the 15 KiB crop only, never a larger copy for a denser screen. */
  smallest?: boolean;
}

/**
 * The grid card's picture in a fixed 4:3 box, so the grid never jumps while photos arrive
 * on a slow connection. A missing or broken photo shows 'No photo' in the same box.
 */
export function PostImage({ path, photo, title, eager = false, smallest = false }: PostImageProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const card = cardSources(photo, smallest);
  const src = card?.src ?? mediaUrl(path);

  return (
    <div className="aspect-[4/3] w-full overflow-hidden bg-brand-50">
      {src && src !== failedSrc ? (
        <img
          // Before src, so the browser never starts on src before it knows the choices.
          loading={eager ? 'eager' : 'lazy'}
          sizes={card?.srcSet ? CARD_SIZES : undefined}
          srcSet={card?.srcSet}
          src={src}
          alt={t('feed.card.photoAlt', { title })}
          // The crop is 320 × 240 (older photos' thumbnails 320 px square); the attributes
          // reserve the box before the bytes land.
          width={card?.width ?? 320}
          height={card?.height ?? 240}
          decoding="async"
          // The first two cards' photos (EAGER_IMAGES) are the page's largest paint: the others,
          // in the server's markup from the start, wait behind them instead of sharing the line.
          fetchPriority={eager ? 'high' : 'low'}
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
        />
      ) : (
        <span className="flex size-full items-center justify-center p-2 text-center text-sm text-ink-muted">
          {t('feed.card.noPhoto')}
        </span>
      )}
    </div>
  );
}
