import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipClass } from '../QuickTemplates';
import type { ThreadDetail } from '../../types';
import { useMinuteClock } from '../../useMinuteClock';
import { activeReservation } from './activeReservation';
import { MarkSoldSheet } from './MarkSoldSheet';
import { PostSheetGate } from './PostSheetGate';
import { usePostAmounts } from './queries';
import { ReserveSheet } from './ReserveSheet';

type OpenSheet = 'reserve' | 'sold' | null;

/**
 * The seller's chips while the sale is open: 'Reserve for this buyer' (until something is
 * held; then the reservation's own Change button edits it) and 'Mark as sold'.
 */
export function SaleChips({ thread, buyerName }: { thread: ThreadDetail; buyerName: string }) {
  const { t } = useTranslation();
  const now = useMinuteClock();
  const [open, setOpen] = useState<OpenSheet>(null);
  const post = usePostAmounts(thread.post_id, true);
  const reservation = activeReservation(thread.reservation, now);
  const close = () => setOpen(null);
  // What is left may have changed since the chat opened (other buyers): ask again.
  const show = (sheet: OpenSheet) => {
    setOpen(sheet);
    void post.refetch();
  };

  return (
    <>
      {reservation ? null : (
        <button
          type="button"
          onClick={() => show('reserve')}
          className={`${chipClass} self-start border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-1.5 size-4" fill="none">
            <path
              d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t('threads.reserve.chip')}
        </button>
      )}
      <button
        type="button"
        onClick={() => show('sold')}
        className={`${chipClass} self-start border-accent-700 bg-accent-50 text-accent-800 hover:bg-accent-200`}
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
        {t('threads.markSold.chip')}
      </button>
      {open === 'reserve' ? (
        <PostSheetGate post={post} title={t('threads.reserve.title')} onClose={close}>
          {(loaded) => (
            <ReserveSheet
              threadId={thread.id}
              buyerName={buyerName}
              post={loaded}
              current={null}
              onClose={close}
            />
          )}
        </PostSheetGate>
      ) : null}
      {open === 'sold' ? (
        <PostSheetGate post={post} title={t('threads.markSold.title')} onClose={close}>
          {(loaded) => (
            <MarkSoldSheet
              threadId={thread.id}
              buyerName={buyerName}
              post={loaded}
              reservation={reservation}
              onClose={close}
            />
          )}
        </PostSheetGate>
      ) : null}
    </>
  );
}
