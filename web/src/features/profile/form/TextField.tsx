import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, fieldIds } from './fieldIds';
import { FieldError } from '../../../ui/form/FieldError';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
}

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-ink-muted bg-white px-3 py-2 text-base text-ink placeholder:text-ink-muted/80 aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger-700 read-only:bg-brand-50';

/** A labelled text input with its hint and error wired for screen readers. */
export function TextField({ label, hint, error, registration, ...input }: TextFieldProps) {
  const ids = fieldIds(registration.name);
  return (
    <div>
      <label htmlFor={ids.input} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={ids.hint} className="mt-0.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={ids.input}
        {...input}
        {...registration}
        // text-base (16 px) keeps iOS and some Android browsers from zooming on focus.
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(registration.name, Boolean(hint), Boolean(error))}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
