import { useState } from 'react';
import { mediaUrl } from '../../api/client';

interface AvatarProps {
  /** A /media path, an http(s) URL or a data URL (a photo not saved yet). */
  src: string | null | undefined;
  /** Used for the initial shown when there is no photo. */
  name: string;
  /** '' when the name is written next to the avatar, so screen readers do not say it twice. */
  alt: string;
  className?: string;
}

/** A round profile photo, or the name's initial on green when there is none or it fails. */
export function Avatar({ src, name, alt, className = 'size-20 text-3xl' }: AvatarProps) {
  const url = mediaUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame = `${className} shrink-0 overflow-hidden rounded-full border-2 border-brand-200`;

  if (url && url !== failedUrl) {
    return (
      <img
        src={url}
        alt={alt}
        className={`${frame} bg-brand-50 object-cover`}
        // A photo deleted on the server should show the initial, not a broken image.
        onError={() => setFailedUrl(url)}
        decoding="async"
      />
    );
  }
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      className={`${frame} inline-flex items-center justify-center bg-brand-100 font-bold text-brand-900`}
    >
      {initial}
    </span>
  );
}
