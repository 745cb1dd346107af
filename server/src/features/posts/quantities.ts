import { sql, type SqlBool } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../platform/errors';

/** What a post offers, holds for buyers, has sold and has left (issue 11), in its unit. */
export const quantitySchema = {
  qty_reserved: z.number(),
  qty_sold: z.number(),
  qty_available: z.number(),
};

const hundredths = (amount: number) => Math.round(amount * 100);

/**
 * The amounts every post object carries. A post no longer for sale holds nothing: its
 * reservations ended with it (the expiry job deletes them within a minute).
 */
export function quantitiesOf(post: {
  qty: number;
  qty_reserved: number;
  qty_sold: number;
  status: 'active' | 'hidden' | 'completed';
}) {
  const reserved = post.status === 'active' ? hundredths(post.qty_reserved) : 0;
  const sold = hundredths(post.qty_sold);
  return {
    qty_reserved: reserved / 100,
    qty_sold: sold / 100,
    qty_available: Math.max(0, hundredths(post.qty) - reserved - sold) / 100,
  };
}

export const qtyBelowCommitted = () =>
  new AppError(
    'qty_below_committed',
    409,
    'The quantity cannot be less than what is already reserved and sold.',
  );

/** Whether a new quantity still covers what is reserved and sold. */
export const coversCommitted = (qty: number, post: { qty_reserved: number; qty_sold: number }) =>
  hundredths(qty) >= hundredths(post.qty_reserved) + hundredths(post.qty_sold);

/** The same check as SQL, for the UPDATE that changes the quantity. */
export const coversCommittedSql = (qty: number) =>
  sql<SqlBool>`round(qty_reserved * 100) + round(qty_sold * 100) <= ${hundredths(qty)}`;
