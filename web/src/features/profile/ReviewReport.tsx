import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { ReasonForm } from '../../ui/form/ReasonForm';
import { useReasonReport } from '../../ui/form/useReasonReport';
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
  const send = useReportReview();
  const report = useReasonReport({
    bodyFor: (reason) => ({ reviewId, reason }),
    // The schema loads on a first report, not with every profile.
    loadSchema: () => import('@core/schemas/report').then((module) => module.reviewReportBody),
    send: send.mutate,
    onSent: () => toast(t('publicProfile.reviews.report.sent'), { kind: 'success' }),
    refusal: (failure) => {
      const why = refusal(failure);
      return { message: t(`publicProfile.reviews.report.${why}`), final: why !== 'failed' };
    },
  });

  if (!report.open) {
    return (
      <div className="mt-1 flex flex-wrap items-center justify-end gap-x-3">
        {report.done ? (
          <p role="status" className="text-sm text-ink-muted">
            {report.error ?? t('publicProfile.reviews.report.thanks')}
          </p>
        ) : (
          <button
            type="button"
            className={`${touchLink} text-sm`}
            // Many reviews, many buttons: the name says which kind of report it starts.
            aria-label={t('publicProfile.reviews.report.formLabel')}
            onClick={report.start}
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
      reason={report.reason}
      onReasonChange={report.setReason}
      error={report.error}
      pending={send.isPending}
      onSubmit={(event) => void report.submit(event)}
      onCancel={report.cancel}
      className="mt-2 rounded-lg border border-brand-100 bg-brand-50/40 p-3"
    />
  );
}
