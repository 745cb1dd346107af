// Helpers for the schema tests (not exported from the index).

import type { z } from 'zod';
import { fieldErrorsFromZod } from './field-errors';

/** The field -> message key map a schema produces for an input ({} when it passes). */
export function fieldsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

/** Every message a schema produces for an input, in order. */
export function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** A base64 data URL that decodes to exactly `bytes` bytes. */
export function dataUrl(mimeType: string, bytes: number): string {
  const full = Math.floor(bytes / 3) * 4;
  const rest = bytes % 3;
  const tail = rest === 0 ? '' : rest === 1 ? 'AA==' : 'AAA=';
  return `data:${mimeType};base64,${'A'.repeat(full)}${tail}`;
}
