import { z } from 'zod';

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
