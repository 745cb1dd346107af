import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../api/client';
import { SignedInSpace } from '../../../app/session';
import { ReasonForm } from '../../../ui/form/ReasonForm';
import { useReasonReport } from '../../../ui/form/useReasonReport';
import { buttonSecondary } from '../../../ui/styles';
import { useToast } from '../../../ui/toast';
import { viewerParts, type ViewerKind } from '../viewer';

/**
 * The report form (SPEC §2, §5, §6): nothing for visitors and for the seller; other members
 * get a 'Report this post' button that opens a reason box (trimmed, at least 3 characters).
 */
export function ReportArea({
  viewer,
  postId,
  ownerId,
}: {
  viewer: ViewerKind;
  postId: string;
  ownerId: string;
}) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const send = useMutation({
    mutationFn: (body: { postId: string; reason: string }) =>
      api.post<{ id: string }>('/reports/posts', body),
  });
  const report = useReasonReport({
    bodyFor: (reason) => ({ postId, reason }),
    // The schema, and zod with it, loads on a first report rather than with every post page.
    loadSchema: () => import('@core/schemas/report').then((module) => module.reportBody),
    send: send.mutate,
    onSent: () => toast(t('postDetail.report.sent'), { kind: 'success' }),
    refusal: (failure) => {
      const code = isApiError(failure) ? failure.code : undefined;
      if (code === 'already_reported')
        return { message: t('postDetail.report.already'), final: true };
      if (code === 'own_post') return { message: t('postDetail.report.ownPost'), final: false };
      return { message: t('postDetail.report.failed'), final: false };
    },
  });

  const frame = 'mt-6 border-t border-brand-100 pt-4';
  // The area's room, on a device with a session, until the session is known.
  if (viewer === 'loading') {
    return (
      <SignedInSpace className={frame} mark={viewerParts(viewer, ownerId).othersMark}>
        <div className="h-11" />
      </SignedInSpace>
    );
  }
  if (viewer !== 'member') return null;

  return (
    <section aria-labelledby="report-heading" className={frame}>
      <h2 id="report-heading" className="sr-only">
        {t('postDetail.report.heading')}
      </h2>
      {!report.open ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            className={buttonSecondary}
            disabled={report.done}
            onClick={report.start}
          >
            {t('postDetail.report.button')}
          </button>
          {report.done ? (
            <p role="status" className="text-sm text-ink-muted">
              {report.error ?? t('postDetail.report.thanks')}
            </p>
          ) : null}
        </div>
      ) : (
        <ReasonForm
          words={{
            formLabel: t('postDetail.report.formLabel'),
            reason: t('postDetail.report.reason'),
            hint: t('postDetail.report.hint'),
            send: t('postDetail.report.send'),
            sending: t('postDetail.report.sending'),
            cancel: t('postDetail.report.cancel'),
          }}
          reason={report.reason}
          onReasonChange={report.setReason}
          error={report.error}
          pending={send.isPending}
          onSubmit={(event) => void report.submit(event)}
          onCancel={report.cancel}
          className="max-w-xl rounded-xl border border-brand-100 bg-white p-3"
        />
      )}
    </section>
  );
}
