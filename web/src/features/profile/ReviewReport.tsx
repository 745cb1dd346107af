import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { ReasonForm } from '../../ui/form/ReasonForm';
import { useValidationMessage } from '../../ui/form/useValidationMessage';
import { touchLink } from '../../ui/styles';
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
    <ReasonForm
      words={{
        formLabel: t('publicProfile.reviews.report.formLabel'),
        reason: t('publicProfile.reviews.report.reason'),
        hint: t('publicProfile.reviews.report.hint'),
        send: t('publicProfile.reviews.report.send'),
        sending: t('publicProfile.reviews.report.sending'),
        cancel: t('publicProfile.reviews.report.cancel'),
      }}
      reason={reason}
      onReasonChange={setReason}
      error={error}
      pending={send.isPending}
      onSubmit={(event) => void onSubmit(event)}
      onCancel={() => {
        setOpen(false);
        setError(undefined);
      }}
      className="mt-2 rounded-lg border border-brand-100 bg-brand-50/40 p-3"
    />
  );
}
