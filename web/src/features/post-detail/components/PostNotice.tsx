import { useTranslation } from 'react-i18next';
import { withMark } from '../../../app/session';
import { viewerParts, type ViewerKind } from '../viewer';
import type { PostDetail } from '../types';

/**
 * One sentence on why a post cannot be bought as usual: sold, canceled or expired. The
 * badges say the same in a word; this says what it means for the reader.
 */
export function PostNotice({ post, viewer }: { post: PostDetail; viewer: ViewerKind }) {
  const { t } = useTranslation();
  const parts = viewerParts(viewer, post.user_id);
  let key: 'completed' | 'canceled' | 'expired' | null = null;
  if (post.status === 'completed') key = 'completed';
  else if (post.status === 'hidden') key = 'canceled';
  else if (post.is_expired) key = 'expired';
  if (!key) return null;
  const notice = 'mt-3 rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 text-ink';
  return (
    <>
      {parts.owner ? (
        <p {...withMark(notice, parts.ownerMark)}>{t(`postDetail.notice.${key}Owner`)}</p>
      ) : null}
      {parts.others ? (
        <p {...withMark(notice, parts.othersMark)}>{t(`postDetail.notice.${key}`)}</p>
      ) : null}
    </>
  );
}
