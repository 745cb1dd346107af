import { z } from 'zod';

// Pieces every feature's route declarations share, so each is stated once.

/** `{id}` in a path: a post, thread, report ... id. */
export const idParams = z.object({ id: z.string().min(1).max(64) });

/** OpenAPI: the call needs `Authorization: Bearer <token>`. */
export const bearer = [{ bearer: [] }];

/** The answer of a call that only reports success. */
export const okResponse = z.object({ ok: z.literal(true) });

/**
 * `page` and `pageSize` of a list call. A page size above the cap is lowered to it rather than
 * refused, as "capped" lists behave: a client asking for 500 gets the most we serve at once.
 */
export function pageQuery(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultSize)
      .transform((size) => Math.min(size, maxSize))
      .describe(`at most ${maxSize}; a larger size is lowered to ${maxSize}`),
  };
}
