import { useCallback, useState } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { SummaryItem } from '../../ui/form/ErrorSummary';
import type { Failure, FormNotice } from './failures';
import { useFieldMessage } from './useFieldMessage';

/**
 * Everything a form of these pages shows when something is wrong: field errors (kept as
 * keys in react-hook-form), the error summary (focused after a failed submit) and the
 * page-level notice of a failed call.
 */
export function useFormFeedback<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fields: readonly { name: Path<Values>; id: string }[],
) {
  const message = useFieldMessage();
  const [summaryFocus, setSummaryFocus] = useState(0);
  const [notice, setNotice] = useState<FormNotice | null>(null);

  // Reading formState.errors (a proxy) is what subscribes this component to error changes.
  const { errors } = form.formState;
  const errorOf = (name: Path<Values>): string | undefined => {
    const fieldError: { message?: string } | undefined = get(errors, name);
    return message(fieldError?.message);
  };
  const summary: SummaryItem[] = fields.flatMap(({ name, id }) => {
    const text = errorOf(name);
    return text ? [{ fieldId: id, text }] : [];
  });

  /** handleSubmit's second argument: the schema rejected the input. */
  const onInvalid = useCallback(() => {
    setNotice(null);
    setSummaryFocus((count) => count + 1);
  }, []);

  /** Shows what a failed call means: on the fields it names, or above the form. */
  const showFailure = useCallback(
    (failure: Failure<Path<Values>>) => {
      const named = Object.entries(failure.fields) as [Path<Values>, string][];
      for (const [name, key] of named) form.setError(name, { type: 'server', message: key });
      setNotice(failure.notice);
      if (named.length > 0) setSummaryFocus((count) => count + 1);
    },
    [form],
  );

  return { errorOf, summary, summaryFocus, notice, setNotice, onInvalid, showFailure };
}
