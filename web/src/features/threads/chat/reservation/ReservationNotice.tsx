import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { useToast } from '../../../../ui/toast';
import type { ThreadDetail } from '../../types';
import { useMinuteClock } from '../../useMinuteClock';
import { actionFailure } from './actionFailure';
import { activeReservation } from './activeReservation';
import { formatAmount, formatPickup } from './format';
import { PostSheetGate } from './PostSheetGate';
import { usePostAmounts, useReleaseReservation } from './queries';
import { ReserveSheet } from './ReserveSheet';

const smallButton =
  'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold sm:px-3 text-brand-800 underline underline-offset-2 hover:bg-brand-100 disabled:opacity-60';

/**
 * What is held for the buyer, shown to both under the chat's header: the buyer reads
 * '2 kg reserved for you until Fri 5:00 PM', the seller whom it is held for. Both may
 * release it; the seller may change it.
 */
export function ReservationNotice({
  thread,
  otherName,
}: {
  thread: ThreadDetail;
  otherName: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const { toast } = useToast();
  const now = useMinuteClock();
  const reservation = activeReservation(thread.reservation, now);
  const post = usePostAmounts(thread.post_id, reservation !== null);
  const release = useReleaseReservation(thread.id);
  const [asking, setAsking] = useState(false);
  const [changing, setChanging] = useState(false);

  if (!reservation) return null;
  const seller = thread.my_role === 'seller';
  const words = {
    amount: formatAmount(reservation.qty, post.data?.unit, language),
    until: formatPickup(reservation.until, language, now),
    name: otherName,
  };

  const confirmRelease = () => {
    setAsking(false);
    release.mutate(undefined, {
      onSuccess: ({ queued }) =>
        queued
          ? toast(t('threads.outbox.queued'))
          : toast(t('threads.reservation.released'), { kind: 'success' }),
      onError: (error) => {
        const failure = actionFailure(error);
        toast(t(`threads.reserve.errors.${failure.kind === 'fields' ? 'generic' : failure.kind}`), {
          kind: 'error',
        });
      },
    });
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-accent-200 bg-accent-50 px-3 py-1.5 text-accent-800">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none">
          <path
            d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <p role="status" className="min-w-0 flex-1 text-sm font-semibold sm:text-base">
          {t(seller ? 'threads.reservation.forBuyer' : 'threads.reservation.forYou', words)}
        </p>
        <div className="flex shrink-0 gap-1">
          {seller ? (
            <button
              type="button"
              className={smallButton}
              onClick={() => {
                setChanging(true);
                void post.refetch();
              }}
            >
              {t('threads.reservation.change')}
            </button>
          ) : null}
          <button
            type="button"
            className={smallButton}
            onClick={() => setAsking(true)}
            disabled={release.isPending}
          >
            {release.isPending
              ? t('threads.reservation.releasing')
              : t('threads.reservation.release')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('threads.reservation.releaseTitle')}
        message={t(
          seller ? 'threads.reservation.releaseSeller' : 'threads.reservation.releaseBuyer',
          words,
        )}
        confirmLabel={t('threads.reservation.release')}
        cancelLabel={t('threads.reservation.keep')}
        onConfirm={confirmRelease}
        onCancel={() => setAsking(false)}
      />
      {changing ? (
        <PostSheetGate
          post={post}
          title={t('threads.reserve.changeTitle')}
          onClose={() => setChanging(false)}
        >
          {(loaded) => (
            <ReserveSheet
              threadId={thread.id}
              buyerName={otherName}
              post={loaded}
              current={reservation}
              onClose={() => setChanging(false)}
            />
          )}
        </PostSheetGate>
      ) : null}
    </>
  );
}
