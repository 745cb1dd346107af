// Turning a zod error into the `fields` map of an error response (ApiErrorBody), and
// the inverse lookup the web uses to highlight fields.

import type { z } from 'zod';

/** Key used for problems that belong to no single field (the server's handler uses it too). */
export const FORM_ERROR_KEY = '_';

/**
 * Field path ('price', 'images.0', 'location') -> message key. Only the first problem of
 * a field is kept: the form shows one message per field, in rule order.
 */
export function fieldErrorsFromZod(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || FORM_ERROR_KEY;
    if (!(path in fields)) fields[path] = issue.message;
  }
  return fields;
}
