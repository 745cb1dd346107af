import { PAYMENT_QR_AFTER_SALE_MS } from '@core/schemas';

// Who sees a thread's payment QR, and when (issue 40): the seller always (their own); the buyer
// only at pickup, while food is reserved for them or for a day after a sale in the thread; no
// one across a block, nor while the seller is banned or leaving. Pure, so tests read it whole.

export interface ThreadQrFacts {
  /** The caller's side of the thread; null when they are not in it (or it does not exist). */
  side: 'buyer' | 'seller' | null;
  /** A block either way between buyer and seller. */
  blocked: boolean;
  sellerBanned: boolean;
  /** The seller asked for their account to be deleted. */
  sellerLeaving: boolean;
  /** A reservation for this thread's buyer that has not run out, of a post still for sale. */
  reserved: boolean;
  /** When the thread's sale was recorded, if it was. */
  soldAt: string | null;
}

export type ThreadQrRefusal = 'unavailable' | 'blocked' | 'seller_unavailable';

/** Why the caller may not see the seller's QR in this thread, or null when they may. */
export function threadQrRefusal(facts: ThreadQrFacts, now: Date): ThreadQrRefusal | null {
  if (facts.side === 'seller') return null;
  if (facts.side === null) return 'unavailable';
  if (facts.blocked) return 'blocked';
  if (facts.sellerBanned || facts.sellerLeaving) return 'seller_unavailable';
  if (facts.reserved) return null;
  const soldRecently =
    facts.soldAt !== null && now.getTime() - Date.parse(facts.soldAt) < PAYMENT_QR_AFTER_SALE_MS;
  return soldRecently ? null : 'unavailable';
}
