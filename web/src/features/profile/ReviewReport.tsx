import { REPORT_REASON_MAX } from '@core/constants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { FieldError } from '../../ui/form/FieldError';
import { useValidationMessage } from '../../ui/form/useValidationMessage';
import { buttonPrimary, buttonSecondary, touchLink } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { useReportReview } from './queries';

/** Why the server refused a report, as a key of publicProfile.reviews.report. */
function refusal(error: unknown): 'already' | 'own' | 'gone' | 'failed' {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'already_reported') return 'already';
  if (error.code === 'own_review') return 'own';
  if (error.status === 404) return 'gone';
  return 'failed';
}

/**
 * Report under a review (issue 21): a block is no way to dodge a rating, so an unfair
 * review goes to the moderators instead. A reason box like a post's report (trimmed, at
 * least 3 characters, the same shared rule); shown to signed-in people who did not write it.
 */
export function ReviewReport({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const validationMessage = useValidationMessage();
  const send = useReportReview();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const errorId = `${ids}-error`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema loads on a first report, not with every profile; offline and not cached,
    // the server checks the same schema and answers field errors.
    const schema = await import('@core/schemas/report').then(
      (module) => module.reviewReportBody,
      () => undefined,
    );
    let body = { reviewId, reason };
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        setError(validationMessage(parsed.error.issues[0]?.message ?? ''));
        return;
      }
      body = parsed.data;
    }
    setError(undefined);
    send.mutate(body, {
      onSuccess: () => {
        toast(t('publicProfile.reviews.report.sent'), { kind: 'success' });
        setOpen(false);
        setReason('');
        setDone(true);
      },
      onError: (failure) => {
        const fieldError = isApiError(failure) ? failure.fields?.reason : undefined;
        if (fieldError) {
          setError(validationMessage(fieldError));
          return;
        }
        const why = refusal(failure);
        setError(t(`publicProfile.reviews.report.${why}`));
        if (why !== 'failed') {
          setOpen(false);
          setDone(true);
        }
      },
    });
  };

  if (!open) {
    return (
      <div className="mt-1 flex flex-wrap items-center justify-end gap-x-3">
        {done ? (
          <p role="status" className="text-sm text-ink-muted">
            {error ?? t('publicProfile.reviews.report.thanks')}
          </p>
        ) : (
          <button
            type="button"
            className={`${touchLink} text-sm`}
            // Many reviews, many buttons: the name says which kind of report it starts.
            aria-label={t('publicProfile.reviews.report.formLabel')}
            onClick={() => {
              setOpen(true);
              setError(undefined);
            }}
          >
            {t('publicProfile.reviews.report.button')}
          </button>
        )}
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('publicProfile.reviews.report.formLabel')}
      className="mt-2 rounded-lg border border-brand-100 bg-brand-50/40 p-3"
    >
      <label htmlFor={reasonId} className="mb-1 block font-semibold text-ink">
        {t('publicProfile.reviews.report.reason')}
      </label>
      <p id={`${reasonId}-hint`} className="mb-2 text-sm text-ink-muted">
        {t('publicProfile.reviews.report.hint')}
      </p>
      <textarea
        id={reasonId}
        rows={3}
        value={reason}
        maxLength={REPORT_REASON_MAX}
        // Opening the form is a request to write; the keyboard should come up.
        autoFocus
        readOnly={send.isPending}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${reasonId}-hint ${errorId}` : `${reasonId}-hint`}
        className="block w-full rounded-lg border border-brand-300 bg-white px-3 py-2 text-base text-ink"
      />
      <FieldError id={errorId} message={error} live />
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" className={buttonPrimary} disabled={send.isPending}>
          {send.isPending
            ? t('publicProfile.reviews.report.sending')
            : t('publicProfile.reviews.report.send')}
        </button>
        <button
          type="button"
          className={buttonSecondary}
          disabled={send.isPending}
          onClick={() => {
            setOpen(false);
            setError(undefined);
          }}
        >
          {t('publicProfile.reviews.report.cancel')}
        </button>
      </div>
    </form>
  );
}
