import { useState } from 'react';
import { mediaUrl } from '../../api/client';

/**
 * The post's small photo beside a thread, or a basket on green when there is none or it
 * fails to load. Decorative: the post title is always written next to it.
 */
export function ThreadThumb({ path, className }: { path: string | null; className: string }) {
  const src = mediaUrl(path);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = `${className} shrink-0 overflow-hidden rounded-lg bg-brand-50`;

  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={`${frame} object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${frame} inline-flex items-center justify-center`}>
      <svg viewBox="0 0 24 24" className="size-1/2 text-brand-300">
        <path
          fill="currentColor"
          d="M4 10h16l-1.6 9.1A2 2 0 0 1 16.4 21H7.6a2 2 0 0 1-2-1.9L4 10Zm4.2-1L11 3.8a1 1 0 0 1 1.8 1L10.5 9H8.2Zm5.3 0-1-1.9 1.3-1.3L15.8 9h-2.3Z"
        />
      </svg>
    </span>
  );
}
