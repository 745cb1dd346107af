import { useTranslation } from 'react-i18next';
import { formatPeso } from '@core/money';
import { formatQuantity, unitWord } from '@core/units-display';
import { mediaUrl } from '../../api/media';
import { usePageMeta, type PageImage } from '../../app/page-head/pageReport';
import { useSiteOrigin } from '../../app/siteOrigin';
import { usePageClock } from '../../i18n/pageClock';
import { formatShortDate } from '../../i18n/shortDate';
import { useUserRating } from '../profile/queries';
import type { PostDetail } from './types';
import { sellerName } from './viewer';

type Availability = 'active' | 'soldOut' | 'closed' | 'expired';

function availabilityOf(post: PostDetail): Availability {
  if (post.status === 'hidden') return 'closed';
  if (post.status === 'completed' || post.qty_available <= 0) return 'soldOut';
  if (post.is_expired) return 'expired';
  return 'active';
}

const SCHEMA_AVAILABILITY: Record<Availability, string> = {
  active: 'https://schema.org/InStock',
  soldOut: 'https://schema.org/SoldOut',
  closed: 'https://schema.org/Discontinued',
  expired: 'https://schema.org/Discontinued',
};

/** The first photo at its largest size, absolute: what a link preview shows. */
function previewImage(post: PostDetail, origin: string, alt: string): PageImage | undefined {
  const photo = post.photos?.[0];
  const first = post.images[0];
  if (photo)
    return { url: mediaUrl(photo.url, origin)!, width: photo.width, height: photo.height, alt };
  return first ? { url: mediaUrl(first, origin)!, alt } : undefined;
}

/**
 * What a shared link to the post previews with in Messenger, a Facebook group or Viber (Open
 * Graph), and what search engines read (schema.org Product with its Offer): the title and
 * price, what is left until when, and who sells it. Never where: the post's place stays out.
 */
export function PostPreview({ post }: { post: PostDetail }) {
  const { t, i18n } = useTranslation();
  const rating = useUserRating(post.user_id).data;
  const origin = useSiteOrigin();
  // A crawler reads the server's render: its dates are in Philippine time, like the page's.
  const { zone } = usePageClock();
  const title =
    post.price === 0
      ? t('postDetail.preview.titleFree', { title: post.title })
      : t('postDetail.preview.title', {
          title: post.title,
          price: formatPeso(post.price),
          // '₱25.00 / piece': the word after 'per'.
          unit: unitWord(post.unit, i18n.resolvedLanguage, 1),
        });
  const availability = availabilityOf(post);
  const until = formatShortDate(new Date(post.expires_at), i18n.resolvedLanguage, true, zone);
  const description = [
    availability === 'active'
      ? t('postDetail.preview.left', {
          quantity: formatQuantity(post.qty_available, post.unit, i18n.resolvedLanguage),
          date: until,
        })
      : t(`postDetail.preview.${availability}`),
    t('postDetail.preview.seller', { name: sellerName(post.author) }),
  ].join(' ');
  const image = previewImage(post, origin, post.title);
  usePageMeta({
    title,
    description,
    image,
    type: 'product',
    priceAmount: post.price.toFixed(2),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: post.title,
      description: post.description || undefined,
      image: image ? [image.url] : undefined,
      url: `${origin}/post/${encodeURIComponent(post.id)}`,
      offers: {
        '@type': 'Offer',
        price: post.price.toFixed(2),
        priceCurrency: 'PHP',
        priceValidUntil: post.expires_at.slice(0, 10),
        availability: SCHEMA_AVAILABILITY[availability],
        seller: { '@type': 'Person', name: sellerName(post.author) },
      },
      aggregateRating:
        rating && rating.count > 0 && rating.avg !== null
          ? { '@type': 'AggregateRating', ratingValue: rating.avg, reviewCount: rating.count }
          : undefined,
    },
  });
  return null;
}
