import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/client';
import { withMark, type OwnerMark } from '../../../app/session';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { buttonDanger, buttonPrimary, buttonSecondary } from '../../../ui/styles';
import { useToast } from '../../../ui/toast';
import { postFormKeys } from '../../post-form/queries';
import { useClosePost, useDeletePost, useRefreshPosts, type CloseAction } from '../queries';
import type { PostDetail } from '../types';

type Pending = CloseAction | 'delete';

/**
 * The seller's own controls (SPEC §2 owner cancel, plus edit, sold and delete), each shown
 * only when the server's permissions allow it; every change asks first.
 */
export function OwnerActions({ post, mark }: { post: PostDetail; mark?: OwnerMark }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshPosts();
  const close = useClosePost(post.id);
  const remove = useDeletePost(post.id);
  const [asking, setAsking] = useState<Pending | null>(null);
  const [lastAsked, setLastAsked] = useState<Pending>('cancel');
  const ask = (action: Pending) => {
    setLastAsked(action);
    setAsking(action);
  };
  const busy = close.isPending || remove.isPending;
  const { permissions } = post;

  const failed = (error: unknown) =>
    toast(
      isApiError(error) && error.code === 'post_not_editable'
        ? t('postDetail.owner.notEditable')
        : t('postDetail.owner.failed'),
      { kind: 'error' },
    );

  const confirm = () => {
    const action = asking;
    setAsking(null);
    if (action === 'delete') {
      remove.mutate(undefined, {
        onSuccess: () => {
          toast(t('postDetail.owner.deleted'), { kind: 'success' });
          // Leave first: refreshing while still here would fetch the post and say 'not found'.
          void navigate('/myposts', { replace: true });
          queryClient.removeQueries({ queryKey: postFormKeys.detail(post.id) });
          void refresh();
        },
        onError: failed,
      });
    } else if (action) {
      close.mutate(action, {
        onSuccess: () =>
          toast(action === 'cancel' ? t('postDetail.owner.canceled') : t('postDetail.owner.sold'), {
            kind: 'success',
          }),
        onError: failed,
      });
    }
  };

  if (!permissions.edit && !permissions.cancel && !permissions.complete && !permissions.delete) {
    return null;
  }
  // The last question stays in the dialog while it closes, so the text does not blank out.
  const shown = asking ?? lastAsked;

  return (
    <section
      aria-labelledby="owner-heading"
      {...withMark('rounded-xl border border-brand-100 bg-white p-3', mark)}
    >
      <h2 id="owner-heading" className="font-bold text-brand-900">
        {t('postDetail.owner.heading')}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2" aria-busy={busy}>
        {permissions.edit ? (
          <Link to={`/post/${encodeURIComponent(post.id)}/edit`} className={buttonPrimary}>
            {t('postDetail.owner.edit')}
          </Link>
        ) : null}
        {permissions.complete ? (
          <button
            type="button"
            className={buttonSecondary}
            disabled={busy}
            onClick={() => ask('complete')}
          >
            {t('postDetail.owner.markSold')}
          </button>
        ) : null}
        {permissions.cancel ? (
          <button
            type="button"
            className={buttonSecondary}
            disabled={busy}
            onClick={() => ask('cancel')}
          >
            {t('postDetail.owner.cancel')}
          </button>
        ) : null}
        {permissions.delete ? (
          <button
            type="button"
            className={buttonDanger}
            disabled={busy}
            onClick={() => ask('delete')}
          >
            {t('postDetail.owner.delete')}
          </button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t(`postDetail.owner.confirm.${shown}.title`)}
        message={t(`postDetail.owner.confirm.${shown}.message`)}
        confirmLabel={t(`postDetail.owner.confirm.${shown}.confirm`)}
        cancelLabel={t(`postDetail.owner.confirm.${shown}.keep`)}
        tone={shown === 'complete' ? 'default' : 'danger'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
