import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import type {
  OwnPaymentQr,
  PaymentQrBody,
  PaymentQrReading,
  ThreadPaymentQr,
} from '@core/schemas/payment-qr';
import type { ThreadDetail } from '../threads/types';

// Kept apart from the components: the chat asks whether there is a card to show before it
// loads the card's code (and the QR drawing library with it), so this file stays small.

export const paymentQrKeys = {
  own: ['payment-qr', 'me'] as const,
  /** `held`: what the amount to pay follows (the reservation's quantity, the sale). */
  thread: (threadId: string, held: string) => ['payment-qr', 'thread', threadId, held] as const,
};

const OWN_PATH = '/me/payment-qr';

/** "None" is an answer here, not a failure: 404 not_found, or a 403 that says "not now". */
async function orNull<T>(call: Promise<T>, emptyStatuses: readonly number[]): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && emptyStatuses.includes(error.status)) return null;
    throw error;
  }
}

/** The seller's own QR, or null when they have none. */
export function useOwnPaymentQr() {
  return useQuery({
    queryKey: paymentQrKeys.own,
    queryFn: ({ signal }) => api.get<OwnPaymentQr | null>(OWN_PATH, { signal }),
  });
}

/** PUT: checks the picture or text on the server and, when it is a QR Ph code, keeps it. */
export function useSavePaymentQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentQrBody) => api.put<OwnPaymentQr>(OWN_PATH, body),
    onSuccess: (saved) => queryClient.setQueryData(paymentQrKeys.own, saved),
  });
}

/** POST check: reads a picture on the server without saving it (what buyers would see). */
export function useCheckPaymentQrPicture() {
  return useMutation({
    mutationFn: (image: string) => api.post<PaymentQrReading>(`${OWN_PATH}/check`, { image }),
  });
}

/** DELETE, with the password: buyers no longer see a QR to pay this seller. */
export function useRemovePaymentQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api.del<unknown>(OWN_PATH, { password }),
    onSuccess: () => queryClient.setQueryData(paymentQrKeys.own, null),
  });
}

/**
 * The seller's QR as this thread's people may see it now, or null: 404 (the seller has none)
 * and 403 (not now: no reservation or recent sale, a block, a ban) both mean "no card", and
 * are not retried. Asked only while the thread is in a state where it could be shown.
 */
export function useThreadPaymentQr(thread: ThreadDetail, enabled: boolean) {
  const threadId = thread.id;
  // A new quantity held, or the sale, changes the amount the server answers with.
  const held = `${thread.reservation?.qty ?? ''}:${thread.completed_at ?? ''}`;
  return useQuery({
    queryKey: paymentQrKeys.thread(threadId, held),
    queryFn: ({ signal }) =>
      orNull(
        api.get<ThreadPaymentQr>(`/threads/${encodeURIComponent(threadId)}/payment-qr`, {
          signal,
        }),
        [403, 404],
      ),
    enabled,
    // The seller may change their QR: the buyer's open chat should not show an old one long.
    staleTime: 30_000,
  });
}
