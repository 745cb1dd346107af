import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFromZod, FORM_ERROR_KEY } from './field-errors';

describe('fieldErrorsFromZod', () => {
  it('keeps the first message per dotted path, and root problems under _', () => {
    const schema = z
      .object({
        a: z.string().min(2, 'first').min(3, 'second'),
        list: z.array(z.string('item')),
      })
      .refine(() => false, 'root');
    const result = schema.safeParse({ a: 'x', list: ['ok', 5] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual({ a: 'first', 'list.1': 'item' });

    const root = z.string('not a string').safeParse(1);
    if (root.success) throw new Error('expected a failure');
    expect(fieldErrorsFromZod(root.error)).toEqual({ [FORM_ERROR_KEY]: 'not a string' });
  });
});
