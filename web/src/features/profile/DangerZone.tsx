import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { buttonDanger } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { formatMediumDate } from '../../i18n/shortDate';
import { useArchiveAccount } from './queries';

// The removal date is worth reading in full before the page changes.
const DONE_TOAST_MS = 8000;

/** SPEC §4 account deletion: ask, archive, say when the account goes, sign out, go home. */
export function DangerZone() {
  const { t, i18n } = useTranslation();
  const { toast, dismiss } = useToast();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const archive = useArchiveAccount();
  const [asking, setAsking] = useState(false);
  // A retry that works must not leave the earlier 'Failed' toast next to its success.
  const failureToast = useRef<number | null>(null);

  const confirm = () => {
    setAsking(false);
    if (failureToast.current !== null) dismiss(failureToast.current);
    archive.mutate(undefined, {
      onSuccess: ({ removal_at }) => {
        toast(t('profile.delete.done', { date: formatMediumDate(removal_at, i18n.language) }), {
          kind: 'success',
          durationMs: DONE_TOAST_MS,
        });
        signOut();
        navigate('/', { replace: true });
      },
      onError: () => {
        failureToast.current = toast(t('profile.delete.failed'), { kind: 'error' });
      },
    });
  };

  return (
    <section
      aria-labelledby="danger-zone-title"
      className="mt-10 rounded-2xl border-2 border-danger-200 bg-danger-50 p-4 sm:p-6"
    >
      <h2 id="danger-zone-title" className="text-lg font-bold text-danger-800">
        {t('profile.delete.heading')}
      </h2>
      <p className="mt-1 text-ink">{t('profile.delete.text')}</p>
      <button
        type="button"
        className={`${buttonDanger} mt-4`}
        disabled={archive.isPending}
        onClick={() => setAsking(true)}
      >
        {archive.isPending ? t('profile.delete.deleting') : t('profile.delete.button')}
      </button>
      <ConfirmDialog
        open={asking}
        tone="danger"
        title={t('profile.delete.confirmTitle')}
        message={t('profile.delete.confirmMessage')}
        confirmLabel={t('profile.delete.confirm')}
        cancelLabel={t('common.cancel')}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </section>
  );
}
