import type { PostStatus } from '@core/constants';

interface Named {
  id: number;
  name: string;
  name_tl: string;
  /** Cebuano; absent from an answer cached before issue 24. */
  name_ceb?: string;
}

/**
 * The parts of GET /api/posts/{id} the edit form reads (the server's postDetailSchema has
 * more). The owner gets the exact coordinates; others get them rounded.
 */
export interface EditablePost {
  id: string;
  user_id: string;
  title: string;
  description: string;
  price: number;
  qty: number;
  /** Issue 11: already sold to buyers and held for them; the quantity can't go below both. */
  qty_sold: number;
  qty_reserved: number;
  unit: string;
  family_id: number;
  family: Named;
  category: Named;
  images: string[];
  thumbnail: string | null;
  lat: number;
  lng: number;
  status: PostStatus;
  is_expired: boolean;
  expires_at: string;
  permissions: { edit: boolean; cancel: boolean; complete: boolean; delete: boolean };
}
