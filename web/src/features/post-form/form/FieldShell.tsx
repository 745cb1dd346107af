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
  /** Below the control: a character counter, an amount question. */
  below?: ReactNode;
  /**
   * The field asks a question (an amount with two readings) in `below`, under the error's
   * id: it stands in for the error text, and the control is invalid until it is answered.
   */
  asking?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** Label, hint, control and error of one field, tied together for screen readers. */
export function FieldShell({
  field,
  label,
  hint,
  error,
  describedByExtra,
  below,
  asking = false,
  children,
}: FieldShellProps) {
  const ids = fieldIds(field);
  const invalid = asking || Boolean(error);
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
          'aria-invalid': invalid ? true : undefined,
          'aria-describedby': describedBy(field, {
            hint: Boolean(hint),
            error: invalid,
            extra: describedByExtra,
          }),
        })}
      </div>
      {below}
      {asking ? null : <FieldError id={ids.error} message={error} />}
    </div>
  );
}
