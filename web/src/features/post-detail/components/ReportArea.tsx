import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { api, isApiError } from '../../../api/client';
import { ReasonForm } from '../../../ui/form/ReasonForm';
import { useValidationMessage } from '../../../ui/form/useValidationMessage';
import { buttonSecondary } from '../../../ui/styles';
import { useToast } from '../../../ui/toast';
import type { ViewerKind } from '../viewer';

/**
 * The report form (SPEC §2, §5, §6): nothing for visitors and for the seller; other members
 * get a 'Report this post' button that opens a reason box (trimmed, at least 3 characters).
 */
export function ReportArea({ viewer, postId }: { viewer: ViewerKind; postId: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const validationMessage = useValidationMessage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const send = useMutation({
    mutationFn: (body: { postId: string; reason: string }) =>
      api.post<{ id: string }>('/reports/posts', body),
  });

  if (viewer !== 'member') return null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema, and zod with it, loads on a first report rather than with every post page.
    // Offline and not cached, the server checks the same schema and answers field errors.
    const schema = await import('@core/schemas/report').then(
      (module) => module.reportBody,
      () => undefined,
    );
    let body = { postId, reason };
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
        toast(t('postDetail.report.sent'), { kind: 'success' });
        setOpen(false);
        setReason('');
        setDone(true);
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'already_reported') {
          setError(t('postDetail.report.already'));
          setDone(true);
        } else if (isApiError(failure) && failure.code === 'own_post') {
          setError(t('postDetail.report.ownPost'));
        } else if (isApiError(failure) && failure.fields?.reason) {
          setError(validationMessage(failure.fields.reason));
        } else {
          setError(t('postDetail.report.failed'));
        }
      },
    });
  };

  return (
    <section aria-labelledby="report-heading" className="mt-6 border-t border-brand-100 pt-4">
      <h2 id="report-heading" className="sr-only">
        {t('postDetail.report.heading')}
      </h2>
      {!open ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <button
            type="button"
            className={buttonSecondary}
            disabled={done}
            onClick={() => {
              setOpen(true);
              setError(undefined);
            }}
          >
            {t('postDetail.report.button')}
          </button>
          {done ? (
            <p role="status" className="text-sm text-ink-muted">
              {error ?? t('postDetail.report.thanks')}
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
          reason={reason}
          onReasonChange={setReason}
          error={error}
          pending={send.isPending}
          onSubmit={(event) => void onSubmit(event)}
          onCancel={() => {
            setOpen(false);
            setError(undefined);
          }}
          className="max-w-xl rounded-xl border border-brand-100 bg-white p-3"
        />
      )}
    </section>
  );
}
