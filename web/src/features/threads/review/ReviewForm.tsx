import { RATING_DEFAULT, REVIEW_COMMENT_MAX } from '@core/constants';
import { MESSAGE_KEY, reviewBody } from '@core/schemas';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CharacterCounter } from '../../../ui/form/CharacterCounter';
import { textLimit } from '../../../ui/form/textLimit';
import { buttonPrimary } from '../../../ui/styles';
import { useSubmitReview } from '../queries';
import { useValidationMessage } from '../../../ui/form/useValidationMessage';
import { StarRatingField } from './StarRatingField';

const ERROR_ID = 'review-error';
const COUNTER_ID = 'review-comment-count';

/** The buyer rates the seller once the sale is complete: stars (default 5), a comment. */
export function ReviewForm({ threadId, sellerName }: { threadId: string; sellerName: string }) {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const [rating, setRating] = useState(RATING_DEFAULT);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitReview(threadId);
  // Past the limit the form says so at once; nothing typed is cut off.
  const shownError = textLimit(comment, REVIEW_COMMENT_MAX).over
    ? validationMessage(MESSAGE_KEY.commentTooLong)
    : error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewBody.safeParse({ rating, comment });
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(null);
    submit.mutate(parsed.data, {
      // SPEC §8: one message for every failure; the form keeps what was entered.
      onError: () => setError(t('threads.review.failed')),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="review-title"
      className="rounded-2xl border border-accent-200 bg-accent-50 p-4"
    >
      <h2 id="review-title" className="text-lg font-bold text-brand-900">
        {t('threads.review.title')}
      </h2>
      <p className="mt-1 text-ink">{t('threads.review.intro', { name: sellerName })}</p>
      <div className="mt-3">
        <StarRatingField value={rating} onChange={setRating} disabled={submit.isPending} />
      </div>
      <label htmlFor="review-comment" className="mt-3 mb-1 block text-sm font-semibold text-ink">
        {t('threads.review.comment')}
      </label>
      <textarea
        id="review-comment"
        rows={3}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        readOnly={submit.isPending}
        placeholder={t('threads.review.commentPlaceholder')}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${COUNTER_ID} ${ERROR_ID}` : COUNTER_ID}
        className="block w-full rounded-lg border border-brand-300 bg-white px-3 py-2 text-base text-ink"
      />
      <CharacterCounter id={COUNTER_ID} text={comment} max={REVIEW_COMMENT_MAX} />
      {shownError ? (
        <p id={ERROR_ID} role="alert" className="mt-2 text-sm font-semibold text-danger-700">
          {shownError}
        </p>
      ) : null}
      <button type="submit" className={`${buttonPrimary} mt-3`} disabled={submit.isPending}>
        {submit.isPending ? t('threads.review.submitting') : t('threads.review.submit')}
      </button>
    </form>
  );
}
