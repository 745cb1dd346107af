import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { useToast } from '../../../ui/toast';
import { useCompleteThread } from '../queries';
import { chipClass } from './QuickTemplates';

/** The seller's 'Mark as sold', asked twice: it closes the conversation and the post. */
export function MarkSoldChip({ threadId, buyerName }: { threadId: string; buyerName: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const complete = useCompleteThread(threadId);

  const confirm = () => {
    setAsking(false);
    complete.mutate(undefined, {
      onSuccess: () => toast(t('threads.markSold.done'), { kind: 'success' }),
      onError: () => toast(t('threads.markSold.failed'), { kind: 'error' }),
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={complete.isPending}
        className={`${chipClass} border-accent-700 bg-accent-50 text-accent-800 hover:bg-accent-200`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-1.5 size-4" fill="none">
          <path
            d="m5 12 5 5 9-10"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {complete.isPending ? t('threads.markSold.working') : t('threads.markSold.chip')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('threads.markSold.title')}
        message={t('threads.markSold.message', { name: buyerName })}
        confirmLabel={t('threads.markSold.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
