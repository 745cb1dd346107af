import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/client';
import { useValidationMessage } from './useValidationMessage';

/** A core schema of a report body, loaded on a first report (zod stays out of the page). */
interface ReportSchema<B> {
  safeParse(
    body: B,
  ): { success: true; data: B } | { success: false; error: { issues: { message?: string }[] } };
}

interface ReasonReportOptions<B> {
  /** The body to send for a reason. */
  bodyFor: (reason: string) => B;
  /** Loads the shared schema; undefined when it cannot load (the server checks the same). */
  loadSchema: () => Promise<ReportSchema<B> | undefined>;
  send: (body: B, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  onSent: () => void;
  /** What a refusal says, and whether it ends the report (already reported, not allowed). */
  refusal: (error: unknown) => { message: string; final: boolean };
}

/**
 * The state of a report with a reason (a post's, a review's): the form opens, the reason is
 * checked by the shared schema before it is sent, and the server's answer ends the report or
 * shows what to fix. The form itself is ReasonForm.
 */
export function useReasonReport<B>(options: ReasonReportOptions<B>) {
  const validationMessage = useValidationMessage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  const finish = () => {
    setOpen(false);
    setDone(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = await options.loadSchema().catch(() => undefined);
    let body = options.bodyFor(reason);
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        setError(validationMessage(parsed.error.issues[0]?.message ?? ''));
        return;
      }
      body = parsed.data;
    }
    setError(undefined);
    options.send(body, {
      onSuccess: () => {
        options.onSent();
        setReason('');
        finish();
      },
      onError: (failure) => {
        const fieldError = isApiError(failure) ? failure.fields?.reason : undefined;
        if (fieldError) {
          setError(validationMessage(fieldError));
          return;
        }
        const { message, final } = options.refusal(failure);
        setError(message);
        if (final) finish();
      },
    });
  };

  return {
    open,
    reason,
    setReason,
    error,
    done,
    submit,
    start: () => {
      setOpen(true);
      setError(undefined);
    },
    cancel: () => {
      setOpen(false);
      setError(undefined);
    },
  };
}
