// Building blocks of the schemas. Each sets its own message keys for missing and
// mistyped input too, so no zod default (English) message ever reaches a user.

import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../constants';
import { parseAmountAs, type AmountKind } from '../amount-input';
import { MESSAGE_KEY, type ValidationMessageKey } from './messages';

/** Error map: one key when the value is missing, another when it has the wrong type. */
export function requiredOr(required: ValidationMessageKey, invalid: ValidationMessageKey) {
  return (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null ? required : invalid;
}

/** A post or user id (text, e.g. a UUID); JSON numbers are accepted and become text. */
export function idField(required: ValidationMessageKey) {
  return z
    .union([z.string(), z.number()], { error: required })
    .transform((value) => String(value).trim())
    .refine((value) => value !== '', required);
}

/**
 * A category or family id: a positive integer. Selects hand over the value as text
 * ('' while nothing is chosen), JSON bodies as a number; both become a number.
 */
export function taxonomyIdField(required: ValidationMessageKey) {
  return z
    .union([z.string(), z.number()], { error: required })
    .nullish()
    .transform((value, ctx) => {
      const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      return id;
    });
}

/** Trimmed text that must not be blank. */
export function requiredText(
  required: ValidationMessageKey,
  max: number,
  tooLong: ValidationMessageKey,
) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** Trimmed optional text; missing, null and blank all become ''. */
export function optionalText(max: number, tooLong: ValidationMessageKey) {
  return z
    .string({ error: MESSAGE_KEY.invalid })
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value ?? '');
}

/** An email address, trimmed and lowercased before it is checked. */
export const emailField = z
  .string({ error: requiredOr(MESSAGE_KEY.emailRequired, MESSAGE_KEY.emailInvalid) })
  .trim()
  .toLowerCase()
  .min(1, MESSAGE_KEY.emailRequired)
  .max(EMAIL_MAX, MESSAGE_KEY.emailInvalid)
  .pipe(z.email(MESSAGE_KEY.emailInvalid));

/** A new password: 6 to 128 characters, kept exactly as typed. */
export const newPasswordField = z
  .string({ error: MESSAGE_KEY.passwordTooShort })
  .min(PASSWORD_MIN, MESSAGE_KEY.passwordTooShort)
  .max(PASSWORD_MAX, MESSAGE_KEY.passwordTooLong);

/**
 * The current password, when an action needs it: only required, never held to today's
 * minimum length, so a rule change never locks out an account made under the old rule.
 */
export const currentPasswordField = z
  .string({ error: MESSAGE_KEY.passwordRequired })
  .min(1, MESSAGE_KEY.passwordRequired)
  .max(PASSWORD_MAX, MESSAGE_KEY.passwordTooLong);

interface AmountMessages {
  readonly required: ValidationMessageKey;
  readonly invalid: ValidationMessageKey;
  readonly negative: ValidationMessageKey;
  readonly tooLarge: ValidationMessageKey;
}

/** A JSON number from 0 to max (price, quantity in request bodies). */
export function amountField(max: number, messages: AmountMessages) {
  return z
    .number({ error: requiredOr(messages.required, messages.invalid) })
    .min(0, messages.negative)
    .max(max, messages.tooLarge);
}

/** What a typed amount's problems read; `negative` also answers a question between negatives. */
export interface TypedAmountMessages {
  readonly required: ValidationMessageKey;
  readonly invalid: ValidationMessageKey;
  readonly ambiguous: ValidationMessageKey;
  readonly negative: ValidationMessageKey;
}

/**
 * The number of an amount as a form holds it (text as typed, or a stepper's number), or the
 * message key saying why there is none: blank, unreadable, or open to two readings ('1.200'),
 * which the field then asks about instead of guessing.
 */
export function typedAmountValue(
  raw: string | number | null | undefined,
  kind: AmountKind,
  messages: TypedAmountMessages,
): number | ValidationMessageKey {
  // An empty <input type="number"> reports NaN through valueAsNumber.
  if (raw == null || (typeof raw === 'number' && Number.isNaN(raw))) return messages.required;
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : messages.invalid;
  if (raw.trim() === '') return messages.required;
  const parsed = parseAmountAs(kind, raw);
  if (parsed.kind === 'amount') return parsed.value;
  if (parsed.kind === 'ambiguous' && parsed.options[1] < 0) return messages.negative;
  return parsed.kind === 'ambiguous' ? messages.ambiguous : messages.invalid;
}

/**
 * An amount as typed into a form field ('1,200', '₱12.50', or a number from a stepper), read
 * with the one amount parser (money.ts) and then held to the same limits as amountField.
 */
export function amountTextField(
  max: number,
  kind: AmountKind,
  messages: AmountMessages & { readonly ambiguous: ValidationMessageKey },
) {
  return z
    .union([z.string(), z.number(), z.nan()], { error: messages.required })
    .nullish()
    .transform((raw, ctx) => {
      const value = typedAmountValue(raw, kind, messages);
      if (typeof value === 'number') return value;
      ctx.addIssue({ code: 'custom', message: value });
      return z.NEVER;
    })
    .pipe(amountField(max, messages));
}

/**
 * `when` option for object-level refinements: run even if other fields failed, so a
 * submit shows every problem at once, but only once the listed fields parsed cleanly.
 */
export function whenFieldsParsed(...fields: string[]) {
  return (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}
