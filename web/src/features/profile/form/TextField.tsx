import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, fieldIds } from './fieldIds';
import { CharacterCounter } from '../../../ui/form/CharacterCounter';
import { FieldError } from '../../../ui/form/FieldError';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** A length limit to count towards under the field: the text as typed and the schema's max. */
  counter?: { text: string; max: number };
}

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border border-ink-muted bg-white px-3 py-2 text-base text-ink placeholder:text-ink-muted/80 aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger-700 read-only:bg-brand-50';

/** A labelled text input with its hint, counter and error wired for screen readers. */
export function TextField({ label, hint, error, registration, counter, ...input }: TextFieldProps) {
  const ids = fieldIds(registration.name);
  const counterId = `${ids.input}-count`;
  const described = [
    describedBy(registration.name, Boolean(hint), false),
    counter ? counterId : null,
    error ? ids.error : null,
  ].filter(Boolean);
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
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
      />
      {counter ? <CharacterCounter id={counterId} text={counter.text} max={counter.max} /> : null}
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
