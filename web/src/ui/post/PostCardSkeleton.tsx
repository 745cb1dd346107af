import type { PostCardVariant } from './types';

const bar = 'block rounded bg-brand-100';

/**
 * A grey stand-in with the card's exact size, shown while a page of posts loads, so the
 * layout does not shift when the posts arrive. Hidden from screen readers; the list's
 * own status message says it is loading.
 */
export function PostCardSkeleton({ variant }: { variant: PostCardVariant }) {
  if (variant === 'list') {
    return (
      <span
        aria-hidden="true"
        className="flex animate-pulse items-start gap-3 rounded-xl border border-brand-100 bg-white p-3 motion-reduce:animate-none"
      >
        <span className="flex flex-1 flex-col gap-2">
          <span className={`${bar} h-5 w-3/4`} />
          <span className={`${bar} h-4 w-1/3`} />
          <span className={`${bar} h-5 w-24 rounded-full`} />
        </span>
        <span className={`${bar} h-6 w-20`} />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-brand-100 bg-white motion-reduce:animate-none"
    >
      <span className="block aspect-[4/3] w-full bg-brand-50" />
      <span className="flex flex-col gap-2 p-3">
        <span className={`${bar} h-5 w-4/5`} />
        <span className={`${bar} h-6 w-1/2`} />
        <span className={`${bar} h-4 w-2/3`} />
        <span className={`${bar} h-5 w-24 rounded-full`} />
      </span>
    </span>
  );
}
