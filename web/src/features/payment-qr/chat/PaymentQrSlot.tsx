import { lazy, Suspense } from 'react';
import type { ThreadDetail } from '../../threads/types';
import { useMinuteClock } from '../../threads/useMinuteClock';
import { useThreadPaymentQr } from '../queries';
import { paymentQrMayShow } from '../visibility';

// Loaded only once the server has answered with a QR: most chats never load the card, nor the
// QR drawing library that comes with it.
const PayAtPickupCard = lazy(() =>
  import('./PayAtPickupCard').then((module) => ({ default: module.PayAtPickupCard })),
);
const SellerQrNote = lazy(() =>
  import('./SellerQrNote').then((module) => ({ default: module.SellerQrNote })),
);

/**
 * Where the chat shows the seller's payment QR (issue 40): the buyer's Pay at pickup card, or
 * the seller's note that the buyer sees theirs. Asked only while the thread could show it (a
 * reservation, or a sale in the last day); any refusal means no card, silently.
 */
export function PaymentQrSlot({
  thread,
  otherName,
  onPaid,
}: {
  thread: ThreadDetail;
  otherName: string;
  onPaid: (message: string) => Promise<boolean>;
}) {
  const now = useMinuteClock();
  const mayShow = paymentQrMayShow(thread, now);
  const qr = useThreadPaymentQr(thread, mayShow);
  if (!mayShow || !qr.data) return null;
  return (
    <Suspense fallback={null}>
      {thread.my_role === 'buyer' ? (
        <PayAtPickupCard qr={qr.data} onPaid={onPaid} />
      ) : (
        <SellerQrNote qr={qr.data} buyerName={otherName} />
      )}
    </Suspense>
  );
}
