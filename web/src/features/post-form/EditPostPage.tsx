import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { useSession } from '../../app/session';
import { MessagePage } from '../../ui/MessagePage';
import { Spinner } from '../../ui/Spinner';
import { buttonPrimary, buttonSecondary } from '../../ui/styles';
import { EditPostForm } from './EditPostForm';
import { usePostToEdit } from './queries';
import './strings';

/**
 * /post/{id}/edit: the owner's form, or why there is none (missing, someone else's, or
 * canceled or sold, which SPEC §4 makes final).
 */
export function EditPostPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const post = usePostToEdit(id);

  if (post.isPending) return <Spinner label={t('postForm.edit.loading')} />;

  if (post.isError) {
    if (isApiError(post.error) && [403, 404].includes(post.error.status)) {
      return (
        <MessagePage title={t('postForm.edit.title')} message={t('postForm.edit.notFound')}>
          <Link to="/" className={buttonPrimary}>
            {t('common.backHome')}
          </Link>
        </MessagePage>
      );
    }
    return (
      <MessagePage title={t('postForm.edit.title')} message={t('postForm.edit.loadFailed')}>
        <button type="button" className={buttonPrimary} onClick={() => void post.refetch()}>
          {t('common.retry')}
        </button>
      </MessagePage>
    );
  }

  const viewPost = (
    <Link to={`/post/${encodeURIComponent(post.data.id)}`} className={buttonSecondary}>
      {t('postForm.edit.viewPost')}
    </Link>
  );
  if (post.data.user_id !== user?.id) {
    return (
      <MessagePage title={t('postForm.edit.notOwnerTitle')} message={t('postForm.edit.notOwner')}>
        {viewPost}
      </MessagePage>
    );
  }
  if (post.data.status !== 'active') {
    const reason = post.data.status === 'completed' ? 'completed' : 'canceled';
    return (
      <MessagePage title={t('postForm.edit.blockedTitle')} message={t(`postForm.edit.${reason}`)}>
        {viewPost}
      </MessagePage>
    );
  }

  // Keyed by post so a different post never inherits this one's half-typed values.
  return (
    <EditPostForm key={post.data.id} post={post.data} onNotEditable={() => void post.refetch()} />
  );
}
