import type { QueryClient } from '@tanstack/react-query';
import { randomUuid } from '../../../lib/randomUuid';
import { deliver } from './deliver';
import type { OutboxAction } from './items';
import { isTransientFailure } from './outbox';
import { deviceOnline, outboxFor } from './store';

/** Sent now, or kept to be sent by itself once the network is back ("Waiting to send"). */
export type SendOutcome = { queued: boolean };

/**
 * What the chat's buttons call. Online with nothing of this thread still waiting, it is sent
 * at once, and a refusal (4xx) is thrown for the form to show as today. Offline, behind
 * something still waiting, or when the try gets no answer, it joins the person's queue under
 * the same id (the server drops the repeat if the lost try did arrive).
 */
export async function sendOrQueue(
  queryClient: QueryClient,
  userId: string | undefined,
  threadId: string,
  action: OutboxAction,
): Promise<SendOutcome> {
  const item = { ...action, id: randomUuid(), threadId, queuedAt: '', state: 'sending' as const };
  if (!userId) {
    await deliver(queryClient, item);
    return { queued: false };
  }
  const outbox = outboxFor(userId);
  if (!deviceOnline() || outbox.hasUnsent(threadId)) {
    outbox.add(threadId, action, item.id);
    return { queued: true };
  }
  try {
    await deliver(queryClient, item);
    return { queued: false };
  } catch (error) {
    if (!isTransientFailure(error)) throw error;
    outbox.add(threadId, action, item.id);
    return { queued: true };
  }
}
