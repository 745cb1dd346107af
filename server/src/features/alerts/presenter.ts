import { z } from 'zod';
import type { AlertRow } from './repository';

export const alertSchema = z.object({
  id: z.string(),
  search: z.string().nullable(),
  family_ids: z.array(z.number()).nullable(),
  max_price: z.number().nullable(),
  lat: z.number(),
  lng: z.number(),
  range_km: z.number(),
  paused: z.boolean(),
  created_at: z.string(),
  last_matched_at: z.string().nullable(),
});

export function presentAlert(row: AlertRow): z.infer<typeof alertSchema> {
  return {
    id: row.id,
    search: row.search,
    family_ids:
      row.family_ids === null ? null : row.family_ids.split(',').filter(Boolean).map(Number),
    max_price: row.max_price_centavos === null ? null : row.max_price_centavos / 100,
    lat: row.lat,
    lng: row.lng,
    range_km: row.range_km,
    paused: Boolean(row.paused),
    created_at: row.created_at,
    last_matched_at: row.last_matched_at,
  };
}
