import { formatKm } from '@core/geo';
import { formatPeso } from '@core/money';
import { formatQuantity, formatQuantityNumber } from '@core/units-display';
import { useTranslation } from 'react-i18next';
import { withMark } from '../../../app/session';
import type { DeviceLocation } from '../../../ui/location';
import { AllReservedBadge, ExpiryBadge, OwnPostBadge, StatusBadge } from '../../../ui/post';
import { amountLeft } from '../../../ui/post/cardDisplay';
import type { PostDetail } from '../types';
import { localizedName } from '../../taxonomy/localizedName';
import { viewerParts, type ViewerKind } from '../viewer';
import { PinIcon } from './icons';
import '../../feed/strings';
import { ParsedEnd, SHOWN_WHEN_PARSED } from '../../../ui/shownWhenParsed';

interface PostFactsProps {
  post: PostDetail;
  viewer: ViewerKind;
  location: DeviceLocation;
}

const chip =
  'inline-flex min-h-8 items-center rounded-full border border-brand-200 bg-white px-3 text-sm font-medium text-brand-900';

/** How far away the post is, or a button to find out (the location prompt needs a tap). */
function Distance({ post, location }: Pick<PostFactsProps, 'post' | 'location'>) {
  const { t } = useTranslation();
  if (post.distance_km !== null) {
    return <span>{t('postDetail.facts.distance', { distance: formatKm(post.distance_km) })}</span>;
  }
  // Also once found, while the post is asked again with it (the server works out the distance):
  // the button would flash back in between.
  if (location.status === 'locating' || location.position) {
    return <span>{t('postDetail.facts.locating')}</span>;
  }
  if (location.status === 'error' && location.error === 'unsupported') return null;
  return (
    <button
      type="button"
      onClick={location.locate}
      className="min-h-11 font-semibold text-brand-800 underline underline-offset-2"
    >
      {t('postDetail.facts.showDistance')}
    </button>
  );
}

/** Title, badges, price, quantity and unit, distance, and the category and family chips. */
export function PostFacts({ post, viewer, location }: PostFactsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const left = amountLeft(post);
  const amount = (qty: number) => formatQuantity(qty, post.unit, language);
  const parts = viewerParts(viewer, post.user_id);
  return (
    <div>
      <div className="flex flex-wrap gap-1.5">
        {parts.owner ? <OwnPostBadge mark={parts.ownerMark} /> : null}
        <StatusBadge post={post} />
        <AllReservedBadge post={post} />
        {/* The expiry only matters while the post is up for sale. */}
        {post.status === 'active' ? <ExpiryBadge post={post} /> : null}
      </div>
      <h1
        id="page-title"
        className="mt-2 text-2xl font-extrabold break-words text-brand-900 sm:text-3xl"
      >
        {post.title}
      </h1>
      <p className="mt-2 text-3xl font-extrabold text-ink">
        <span className="sr-only">{t('postDetail.facts.price')}: </span>
        {formatPeso(post.price)}
      </p>
      <dl className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-ink">
        <div className="flex gap-1">
          <dt className="text-ink-muted">{t('postDetail.facts.quantity')}:</dt>
          <dd className="font-semibold">
            {left
              ? t('feed.card.left', {
                  left: formatQuantityNumber(left.left),
                  quantity: amount(left.of),
                })
              : amount(post.qty)}
          </dd>
        </div>
        {/* Only the seller needs the split of what is gone; buyers need what is left. */}
        {parts.owner && post.qty_reserved > 0 ? (
          <div {...withMark('flex gap-1', parts.ownerMark)}>
            <dt className="text-ink-muted">{t('postDetail.facts.reserved')}:</dt>
            <dd className="font-semibold">{amount(post.qty_reserved)}</dd>
          </div>
        ) : null}
        {parts.owner && post.qty_sold > 0 ? (
          <div {...withMark('flex gap-1', parts.ownerMark)}>
            <dt className="text-ink-muted">{t('postDetail.facts.sold')}:</dt>
            <dd className="font-semibold">{amount(post.qty_sold)}</dd>
          </div>
        ) : null}
        {/* A seller does not need the distance to their own post. */}
        {parts.others ? (
          // Drawn once parsed whole: half-parsed, it sat beside the quantity, then wrapped. On a
          // line of its own and a button tall whatever it says: with location allowed, the
          // button becomes "Locating…" and then the distance after hydration, and each, shorter
          // or narrow enough to fit beside the quantity, moved everything below (0.07 on a phone).
          <div
            {...withMark(
              `${SHOWN_WHEN_PARSED} flex min-h-11 basis-full items-center gap-1`,
              parts.othersMark,
            )}
          >
            <dt>
              <PinIcon className="size-4 text-ink-muted" />
              <span className="sr-only">{t('postDetail.facts.distanceLabel')}</span>
            </dt>
            {/* As tall as the button in every state, so the text sits where the button did. */}
            <dd className="flex min-h-11 items-center">
              <Distance post={post} location={location} />
              <ParsedEnd />
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('postDetail.facts.categories')}>
        <li className={chip}>{localizedName(post.category, language)}</li>
        <li className={chip}>{localizedName(post.family, language)}</li>
      </ul>
    </div>
  );
}
