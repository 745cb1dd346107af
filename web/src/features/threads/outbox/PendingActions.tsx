import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/errors';
import { actionFailure } from '../chat/reservation/actionFailure';
import type { OutboxItem } from './items';

type QueuedAction = Exclude<OutboxItem, { kind: 'message' }>;

/** Why the server refused a queued reservation, release or review, in the sheets' words. */
function useRefusalText() {
  const { t } = useTranslation();
  return (item: QueuedAction) => {
    if (item.kind === 'review') return t('threads.review.failed');
    const failure = actionFailure(
      new ApiError({ message: '', ...item.failure, status: item.failure?.status ?? 0 }),
    );
    const kind = failure.kind === 'fields' || failure.kind === 'network' ? 'generic' : failure.kind;
    return t(`threads.reserve.errors.${kind}`);
  };
}

/**
 * A reservation, its release or a review made offline, under the chat's header until it is
 * delivered: what it is and 'Waiting to send', or why the server refused it, to dismiss.
 */
export function PendingActions({
  items,
  otherName,
  onRemove,
}: {
  items: readonly OutboxItem[];
  otherName: string;
  onRemove: (item: OutboxItem) => void;
}) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const actions = items.filter((item): item is QueuedAction => item.kind !== 'message');
  if (actions.length === 0) return null;

  const what = (item: QueuedAction) => {
    if (item.kind === 'reserve') return t('threads.outbox.reserve', { name: otherName });
    if (item.kind === 'release') return t('threads.outbox.release');
    return t('threads.outbox.review', { name: otherName });
  };

  return (
    <ul className="border-b border-brand-100 bg-white px-3 py-1 text-sm">
      {actions.map((item) => (
        <li key={item.id} className="flex min-h-11 flex-wrap items-center gap-x-2">
          <span className="font-semibold text-ink">{what(item)}</span>
          {item.state === 'refused' ? (
            <>
              <span className="font-semibold text-danger-700">
                {t('threads.outbox.notSent')}: {refusal(item)}
              </span>
              <button
                type="button"
                className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-100"
                onClick={() => onRemove(item)}
              >
                {t('threads.outbox.remove')}
              </button>
            </>
          ) : (
            <span className="text-ink-muted">
              {item.state === 'sending' ? t('threads.chat.sending') : t('threads.outbox.waiting')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
