import type { MapPost } from '@core/map';
import { formatKm } from '@core/geo';
import { formatQuantity, formatQuantityNumber } from '@core/units-display';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../api/client';
import { CategoryIcon } from '../low-data/CategoryIcon';
import { useLowData } from '../low-data/lowDataSetting';
import { useCategorySlug } from '../low-data/useCategorySlug';
import { pricePerUnit } from './postWords';
import './strings';
import '../feed/strings';

export const cardFrame =
  'absolute inset-x-2 top-2 z-[1000] flex gap-3 rounded-xl border border-brand-200 bg-white p-3 text-ink shadow-lg sm:right-auto sm:w-96';

export function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={t('feedMap.close')}
      className="-m-1 grid size-11 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-brand-50"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M3 3l10 10M13 3 3 13" />
      </svg>
    </button>
  );
}

/** The post's photo thumbnail, or its category's drawing (always in low-data mode). */
function Thumb({ post }: { post: MapPost }) {
  const lowData = useLowData();
  const slug = useCategorySlug({ familyId: post.family_id });
  const src = lowData ? undefined : mediaUrl(post.thumbnail);
  return (
    <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-brand-50 text-brand-700">
      {src ? (
        <img src={src} alt="" width={64} height={64} className="size-16 object-cover" />
      ) : (
        <CategoryIcon slug={slug} className="size-9" />
      )}
    </div>
  );
}

/**
 * A tapped pin's card (issue 38): thumbnail or category icon, title linking to the post,
 * price in ₱, what is left, distance. Focus moves to its link, so a keyboard continues there.
 */
export function MapPostCard({ post, onClose }: { post: MapPost; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => linkRef.current?.focus({ preventScroll: true }), [post.id]);
  const amount =
    post.qty_available < post.qty
      ? t('feed.card.left', {
          left: formatQuantityNumber(post.qty_available),
          quantity: formatQuantity(post.qty, post.unit, lang),
        })
      : formatQuantity(post.qty, post.unit, lang);
  return (
    <div className={cardFrame} data-testid="map-card">
      <Thumb post={post} />
      <div className="min-w-0 flex-1">
        <Link
          ref={linkRef}
          to={`/post/${encodeURIComponent(post.id)}`}
          className="line-clamp-2 font-bold text-brand-900 underline-offset-2 hover:underline"
        >
          {post.title}
        </Link>
        <p className="text-sm font-semibold">{pricePerUnit(post, t, lang)}</p>
        <p className="text-sm text-ink-muted">
          {amount}
          {post.distance_km === null
            ? null
            : ` · ${t('feed.card.distance', { distance: formatKm(post.distance_km) })}`}
        </p>
      </div>
      <CloseButton onClose={onClose} />
    </div>
  );
}
