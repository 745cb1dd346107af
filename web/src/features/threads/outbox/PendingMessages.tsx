import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { useValidationMessage } from '../../../ui/form/useValidationMessage';
import { sendFailure } from '../chat/sendErrors';
import { SEND_FAILURE_KEYS } from '../chat/useComposer';
import type { OutboxItem } from './items';

type QueuedMessage = Extract<OutboxItem, { kind: 'message' }>;

/** The refusal as the composer would say it (the stored failure is rebuilt as the API's error). */
function useRefusalText() {
  const { t } = useTranslation();
  const validationMessage = useValidationMessage();
  return (item: OutboxItem) => {
    const reason = sendFailure(
      new ApiError({ message: '', ...item.failure, status: item.failure?.status ?? 0 }),
    );
    return reason.kind === 'field'
      ? validationMessage(reason.messageKey)
      : t(SEND_FAILURE_KEYS[reason.reason]);
  };
}

const smallButton =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-100';

function ClockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5 shrink-0" fill="none">
      <path
        d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The person's messages not delivered yet, after the conversation, in the order they go:
 * 'Waiting to send' (offline, or no answer yet), 'Sending…', or 'Not sent' with the server's
 * reason and a way to take the text back into the input or to drop it.
 */
export function PendingMessages({
  items,
  onEdit,
  onRemove,
}: {
  items: readonly OutboxItem[];
  onEdit: (item: QueuedMessage) => void;
  onRemove: (item: OutboxItem) => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const messages = items.filter((item): item is QueuedMessage => item.kind === 'message');
  if (messages.length === 0) return null;

  return (
    <div className="flex flex-col items-end gap-1">
      <p className="sr-only">{t('threads.chat.youSaid')}</p>
      {messages.map((item) => {
        const refused = item.state === 'refused';
        return (
          <div key={item.id} className="flex max-w-[85%] flex-col items-end sm:max-w-[75%]">
            <p
              className={`rounded-2xl rounded-br-md border border-dashed bg-white px-3.5 py-2 whitespace-pre-wrap text-ink [overflow-wrap:anywhere] ${
                refused ? 'border-danger-700' : 'border-brand-700'
              }`}
            >
              {item.body}
            </p>
            {refused ? (
              <div className="flex flex-wrap items-center justify-end gap-x-1 px-1 text-sm">
                <p className="font-semibold text-danger-700">
                  {t('threads.outbox.notSent')}: {refusal(item)}
                </p>
                <button type="button" className={smallButton} onClick={() => onEdit(item)}>
                  {t('threads.outbox.edit')}
                </button>
                <button type="button" className={smallButton} onClick={() => onRemove(item)}>
                  {t('threads.outbox.remove')}
                </button>
              </div>
            ) : (
              <p className="flex items-center gap-1 px-1 text-xs font-semibold text-ink-muted">
                <ClockIcon />
                {item.state === 'sending' ? t('threads.chat.sending') : t('threads.outbox.waiting')}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
