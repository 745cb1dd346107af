import { useTranslation } from 'react-i18next';
import { formatNumber } from '@core/money';
import { mediaUrl } from '../../api/media';
import { usePageMeta } from '../../app/page-head/pageReport';
import { useSiteOrigin } from '../../app/siteOrigin';
import { useUserRating } from './queries';
import type { PublicProfile } from './types';

/** What a shared link to a profile previews with: the name, the rating and its count, the photo. */
export function ProfilePreview({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const rating = useUserRating(profile.id).data;
  const name = profile.display_name?.trim() || profile.username;
  const photo = mediaUrl(profile.photo_url, origin);
  usePageMeta({
    title: name,
    description:
      rating && rating.count > 0 && rating.avg !== null
        ? t('publicProfile.preview.rated', {
            name,
            avg: formatNumber(rating.avg, 1),
            count: rating.count,
          })
        : t('publicProfile.preview.unrated', { name }),
    type: 'profile',
    image: photo ? { url: photo, alt: name } : undefined,
  });
  return null;
}
