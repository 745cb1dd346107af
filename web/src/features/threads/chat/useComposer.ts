import { chatMessageBody } from '@core/schemas';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMessage } from '../queries';
import { useValidationMessage } from '../../../ui/form/useValidationMessage';
import { useTellTyping } from '../../live/useTellTyping';
import { sendFailure, type SendFailure } from './sendErrors';

export const SEND_FAILURE_KEYS = {
  completed: 'threads.sendErrors.completed',
  unavailable: 'threads.sendErrors.unavailable',
  rateLimited: 'threads.sendErrors.rateLimited',
  banned: 'threads.sendErrors.banned',
  network: 'threads.sendErrors.network',
  generic: 'threads.sendErrors.generic',
} as const satisfies Record<Extract<SendFailure, { kind: 'state' }>['reason'], string>;

/**
 * The draft, its validation and its sending. An empty draft is refused with the shared
 * schema's message; a failed send keeps the text so nothing typed is lost.
 */
export function useComposer(threadId: string, onBeforeSend: () => void, onSent?: () => void) {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  const send = useSendMessage(threadId);
  const tellTyping = useTellTyping(threadId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const change = (text: string) => {
    setDraft(text);
    if (error) setError(null);
    // Clearing the input is not typing a message.
    if (text.trim()) tellTyping();
  };

  /** A quick template: fills the input and puts the caret at its end, ready to send. */
  const fill = (text: string) => {
    change(text);
    const input = inputRef.current;
    if (!input) return;
    input.focus();
    requestAnimationFrame(() => input.setSelectionRange(text.length, text.length));
  };

  /**
   * Sends `body` (queued while offline); a refusal is shown under the input. Resolves to
   * whether it went or waits to go. Also how the app sends a message it words itself (the Pay
   * at pickup card's "I've paid"): whatever is being typed then stays in the input.
   */
  const deliver = async (body: string): Promise<boolean> => {
    setError(null);
    onBeforeSend();
    try {
      await send.mutateAsync(body);
    } catch (failure) {
      const reason = sendFailure(failure);
      setError(
        reason.kind === 'field'
          ? validationMessage(reason.messageKey)
          : t(SEND_FAILURE_KEYS[reason.reason]),
      );
      return false;
    }
    onSent?.();
    return true;
  };

  const submit = () => {
    const parsed = chatMessageBody.safeParse({ body: draft });
    if (!parsed.success) {
      setError(validationMessage(parsed.error.issues[0]?.message ?? ''));
      inputRef.current?.focus();
      return;
    }
    void deliver(parsed.data.body).then((sent) => {
      if (sent) setDraft('');
    });
  };

  return {
    draft,
    change,
    fill,
    submit,
    sendText: deliver,
    error,
    sending: send.isPending,
    inputRef,
  };
}
