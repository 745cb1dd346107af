import { formatKm } from '@core/geo';
import { formatPeso } from '@core/money';
import { formatQuantity, formatQuantityNumber } from '@core/units-display';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { amountLeft, cardImagePath } from './cardDisplay';
import { AllReservedBadge, ExpiryBadge, OwnPostBadge, StatusBadge } from './PostBadges';
import { useLowData } from '../../features/low-data/lowDataSetting';
import { LowDataCardPhoto } from './LowDataCardPhoto';
import { PostImage } from './PostImage';
import type { PostCardData, PostCardVariant } from './types';
import '../../features/feed/strings';

export interface PostCardProps {
  post: PostCardData;
  /** 'grid' shows the photo (or 'No photo'); 'list' is a compact row without images. */
  variant: PostCardVariant;
  /** Adds the 'Your post' badge; the caller compares post.user_id with the viewer. */
  isOwn?: boolean;
  /** 'Completed' and 'Canceled' badges; on by default for list cards (SPEC §2). */
  showStatus?: boolean;
  /** Where the card leads; /post/{id} by default. */
  to?: string;
  /** Level of the title heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Loads the photo at once: for the first cards, which are on screen at first paint. */
  eagerImage?: boolean;
}

const cardFrame =
  'group block h-full rounded-xl border border-brand-100 bg-white text-ink shadow-sm hover:border-brand-300 hover:bg-brand-50/40';

/**
 * One post in a list or grid (SPEC §2 card): title, own-post badge, price, quantity and
 * unit, distance, expiry badge; the whole card links to the post.
 */
export function PostCard({
  post,
  variant,
  isOwn = false,
  showStatus = variant === 'list',
  to = `/post/${encodeURIComponent(post.id)}`,
  headingLevel = 3,
  eagerImage = false,
}: PostCardProps) {
  const { t, i18n } = useTranslation();
  const lowData = useLowData();
  const Heading = `h${headingLevel}` as const;
  const left = amountLeft(post);
  const quantity = left
    ? t('feed.card.left', {
        left: formatQuantityNumber(left.left),
        quantity: formatQuantity(left.of, post.unit, i18n.resolvedLanguage),
      })
    : formatQuantity(post.qty, post.unit, i18n.resolvedLanguage);
  const distance =
    post.distance_km === null || post.distance_km === undefined
      ? null
      : t('feed.card.distance', { distance: formatKm(post.distance_km) });
  const price = (
    <span className="shrink-0 text-lg font-bold text-ink">{formatPeso(post.price)}</span>
  );
  // A grid card shows 'Your post' on its photo (below), a list row among its badges.
  const badges = (
    <div className="flex flex-wrap gap-1">
      {isOwn && variant === 'list' ? <OwnPostBadge /> : null}
      {showStatus ? <StatusBadge post={post} /> : null}
      <AllReservedBadge post={post} />
      <ExpiryBadge post={post} />
    </div>
  );
  // A narrow grid card gives the distance its own line; a list row has room for both. The
  // line is there before the distance: the device's location is known only after hydration,
  // and a line arriving then made every card taller and moved the rows below (issue 22: CLS 0).
  const details =
    variant === 'list' ? (
      <p className="text-sm text-ink-muted">
        {quantity}
        {distance ? <span> · {distance}</span> : null}
      </p>
    ) : (
      <p className="flex flex-col text-sm text-ink-muted">
        <span>{quantity}</span>
        <span className="min-h-5">{distance}</span>
      </p>
    );

  if (variant === 'list') {
    return (
      <Link to={to} className={`${cardFrame} flex items-start gap-3 p-3`}>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading className="line-clamp-2 font-semibold break-words text-brand-900 group-hover:underline">
            {post.title}
          </Heading>
          {details}
          {badges}
        </div>
        {price}
      </Link>
    );
  }

  const text = (
    <div className="flex flex-1 flex-col gap-1 p-3">
      <Heading className="line-clamp-2 font-semibold break-words text-brand-900 group-hover:underline">
        {post.title}
      </Heading>
      {price}
      {details}
      <div className="mt-auto pt-1">{badges}</div>
    </div>
  );
  const imagePath = cardImagePath(post);
  // On the photo's fixed box: the viewer is known only after hydration (a session is not
  // sent with page requests), and there the badge moves nothing (issue 22: CLS 0).
  const onPhoto = (photo: ReactNode) => (
    <div className="relative">
      {photo}
      {isOwn ? (
        <span className="pointer-events-none absolute top-2 left-2 shadow-sm">
          <OwnPostBadge />
        </span>
      ) : null}
    </div>
  );

  // Low-data mode: the photo waits behind its own button, which may not sit inside the link.
  if (lowData && imagePath) {
    return (
      <div className={`${cardFrame} flex flex-col overflow-hidden`}>
        {onPhoto(<LowDataCardPhoto post={post} path={imagePath} />)}
        <Link to={to} className="flex flex-1 flex-col">
          {text}
        </Link>
      </div>
    );
  }

  return (
    <Link to={to} className={`${cardFrame} flex flex-col overflow-hidden`}>
      {onPhoto(
        <PostImage
          path={imagePath}
          photo={post.photos?.[0]}
          title={post.title}
          eager={eagerImage}
        />,
      )}
      {text}
    </Link>
  );
}
