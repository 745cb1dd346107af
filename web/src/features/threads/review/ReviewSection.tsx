import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/session';
import { Spinner } from '../../../ui/Spinner';
import { useThreadOutbox } from '../outbox/useThreadOutbox';
import { useMyReview } from '../queries';
import type { ThreadDetail } from '../types';
import { ReviewForm } from './ReviewForm';
import { ReviewThanks } from './ReviewThanks';

/**
 * SPEC §4: after completion the buyer may review the seller once. The form shows only
 * while GET my-review says there is none; afterwards, a thank-you with the rating.
 */
export function ReviewSection({
  thread,
  sellerName,
}: {
  thread: ThreadDetail;
  sellerName: string;
}) {
  const { t } = useTranslation();
  const buyerAfterSale = thread.my_role === 'buyer' && thread.status === 'completed';
  const myReview = useMyReview(thread.id, buyerAfterSale);
  const queued = useThreadOutbox(useSession().user?.id, thread.id);
  // Rated offline: it goes by itself once the network is back (a refusal brings the form back).
  const waiting = queued.some((item) => item.kind === 'review' && item.state !== 'refused');
  // Whether the form was on screen in this visit: then the thank-you takes the focus.
  const [formShown, setFormShown] = useState(false);

  if (!buyerAfterSale) return null;
  if (myReview.data) {
    return <ReviewThanks review={myReview.data} sellerName={sellerName} focusOnMount={formShown} />;
  }
  if (waiting) {
    return (
      <p role="status" className="rounded-2xl border border-accent-200 bg-accent-50 p-4 text-ink">
        {t('threads.outbox.reviewWaiting')}
      </p>
    );
  }
  // can_review already means "no review yet", so the form need not wait for my-review.
  if (thread.can_review) {
    if (!formShown) setFormShown(true);
    return <ReviewForm threadId={thread.id} sellerName={sellerName} />;
  }
  return myReview.isPending ? <Spinner label={t('threads.review.loading')} /> : null;
}
