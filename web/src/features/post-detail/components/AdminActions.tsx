import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { buttonDanger, buttonSecondary } from '../../../ui/styles';
import { useToast } from '../../../ui/toast';
import { useRefreshPosts } from '../queries';
import type { PostDetail } from '../types';

type AdminAction = 'remove' | 'ban7' | 'banPermanent' | 'unban';

const BAN_DAYS: Record<Exclude<AdminAction, 'remove'>, 7 | 'permanent' | 'clear'> = {
  ban7: 7,
  banPermanent: 'permanent',
  unban: 'clear',
};

/** SPEC §6: an admin's post actions Remove, Ban 7 days, Ban permanently, Unban; each asks first. */
export function AdminActions({ post, className = '' }: { post: PostDetail; className?: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const refresh = useRefreshPosts();
  const [asking, setAsking] = useState<AdminAction | null>(null);
  const [lastAsked, setLastAsked] = useState<AdminAction>('remove');
  const run = useMutation({
    mutationFn: (action: AdminAction) =>
      action === 'remove'
        ? api.patch<unknown>(`/admin/posts/${encodeURIComponent(post.id)}/archive`)
        : api.patch<unknown>(`/admin/users/${encodeURIComponent(post.user_id)}/ban`, {
            days: BAN_DAYS[action],
          }),
    onSettled: () => void refresh(),
  });
  const name = post.author.display_name || post.author.username;

  const ask = (action: AdminAction) => {
    setLastAsked(action);
    setAsking(action);
  };
  const confirm = () => {
    const action = asking;
    setAsking(null);
    if (!action) return;
    run.mutate(action, {
      onSuccess: () => toast(t(`postDetail.admin.${action}.done`, { name }), { kind: 'success' }),
      onError: () => toast(t('postDetail.admin.failed'), { kind: 'error' }),
    });
  };
  const shown = asking ?? lastAsked;
  const busy = run.isPending;

  return (
    <section
      aria-labelledby="admin-actions-heading"
      className={`rounded-xl border border-danger-200 bg-white p-3 ${className}`}
    >
      <h2 id="admin-actions-heading" className="font-bold text-brand-900">
        {t('postDetail.admin.heading')}
      </h2>
      <div className="mt-2 flex flex-wrap gap-2" aria-busy={busy}>
        <button
          type="button"
          className={buttonDanger}
          disabled={busy}
          onClick={() => ask('remove')}
        >
          {t('postDetail.admin.remove.button')}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={busy}
          onClick={() => ask('ban7')}
        >
          {t('postDetail.admin.ban7.button')}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={busy}
          onClick={() => ask('banPermanent')}
        >
          {t('postDetail.admin.banPermanent.button')}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={busy}
          onClick={() => ask('unban')}
        >
          {t('postDetail.admin.unban.button')}
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t(`postDetail.admin.${shown}.title`, { name })}
        message={t(`postDetail.admin.${shown}.message`, { name })}
        confirmLabel={t(`postDetail.admin.${shown}.confirm`)}
        cancelLabel={t('postDetail.admin.keep')}
        tone={shown === 'unban' ? 'default' : 'danger'}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
