import type { ComponentProps, ReactNode } from 'react';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: string;
  /** Shown after the label in a lighter weight, e.g. "(optional)". */
  labelNote?: string;
  /** A rule worth knowing before typing (read by screen readers with the input). */
  hint?: string;
  /** Translated message; its presence marks the input invalid. */
  error?: string | undefined;
  /** Something inside the input's right edge, such as a show-password button. */
  trailing?: ReactNode;
  /** Fixed text before what is typed, such as a country code (the hint says it in words). */
  leading?: string;
}

// text-base (16 px) keeps mobile browsers from zooming in on focus; the ink-muted border
// keeps the field's outline at 3:1 contrast against the page (WCAG 1.4.11).
const inputBase =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-ink-muted';
const inputOk = 'border-ink-muted';
const inputInvalid = 'border-danger-700 ring-1 ring-danger-700';

/** A labelled input with its hint and error wired to it through aria-describedby. */
export function TextField({
  id,
  label,
  labelNote,
  hint,
  error,
  trailing,
  leading,
  className,
  ...input
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {labelNote ? <span className="font-normal text-ink-muted"> {labelNote}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="relative mt-1.5">
        {leading ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center border-r border-ink-muted/40 px-3 font-semibold text-ink-muted"
          >
            {leading}
          </span>
        ) : null}
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${inputBase} ${error ? inputInvalid : inputOk} ${trailing ? 'pr-24' : ''} ${leading ? 'pl-16' : ''}`}
          {...input}
        />
        {trailing}
      </div>
      {error ? (
        <p
          id={errorId}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0"
            fill="currentColor"
          >
            <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.9 4h1.8v5.2H9.1V6zm0 6.8h1.8v1.8H9.1v-1.8z" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
