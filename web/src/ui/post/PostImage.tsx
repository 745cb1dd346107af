import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../api/client';

interface PostImageProps {
  path: string | null;
  title: string;
  eager?: boolean;
}

/**
 * The grid card's picture in a fixed 4:3 box, so the grid never jumps while photos arrive
 * on a slow connection. A missing or broken photo shows 'No photo' in the same box.
 */
export function PostImage({ path, title, eager = false }: PostImageProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const src = mediaUrl(path);

  return (
    <div className="aspect-[4/3] w-full overflow-hidden bg-brand-50">
      {src && src !== failedSrc ? (
        <img
          src={src}
          alt={t('feed.card.photoAlt', { title })}
          // Thumbnails are 320 px wide; the attributes reserve the box before the bytes land.
          width={320}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
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
