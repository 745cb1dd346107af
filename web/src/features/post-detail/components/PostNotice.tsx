import { useTranslation } from 'react-i18next';
import type { ViewerKind } from '../viewer';
import type { PostDetail } from '../types';

/**
 * One sentence on why a post cannot be bought as usual: sold, canceled or expired. The
 * badges say the same in a word; this says what it means for the reader.
 */
export function PostNotice({ post, viewer }: { post: PostDetail; viewer: ViewerKind }) {
  const { t } = useTranslation();
  const owner = viewer === 'owner';
  let text: string | null = null;
  if (post.status === 'completed')
    text = owner ? t('postDetail.notice.completedOwner') : t('postDetail.notice.completed');
  else if (post.status === 'hidden')
    text = owner ? t('postDetail.notice.canceledOwner') : t('postDetail.notice.canceled');
  else if (post.is_expired)
    text = owner ? t('postDetail.notice.expiredOwner') : t('postDetail.notice.expired');
  if (!text) return null;
  return (
    <p className="mt-3 rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 text-ink">
      {text}
    </p>
  );
}
