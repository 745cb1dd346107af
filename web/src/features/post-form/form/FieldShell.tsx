import type { ReactNode } from 'react';
import type { PostFormField } from '../postFormValues';
import { describedBy, fieldIds } from './fieldIds';
import { FieldError } from '../../../ui/form/FieldError';
import { hintClass, labelClass } from './styles';

/** The accessibility wiring a control needs; spread onto the input, select or textarea. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldShellProps {
  field: PostFormField;
  label: string;
  hint?: string;
  error?: string;
  /** Ids of other elements that describe the control (a preview, a status). */
  describedByExtra?: string[];
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint, control and error of one field, tied together for screen readers. */
export function FieldShell({
  field,
  label,
  hint,
  error,
  describedByExtra,
  children,
}: FieldShellProps) {
  const ids = fieldIds(field);
  return (
    <div>
      <label htmlFor={ids.input} className={labelClass}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hint} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className="mt-1">
        {children({
          id: ids.input,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(field, {
            hint: Boolean(hint),
            error: Boolean(error),
            extra: describedByExtra,
          }),
        })}
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
}
