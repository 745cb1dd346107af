import type { FieldPath, FieldPathValue } from 'react-hook-form';
import { useFormContext } from 'react-hook-form';
import type { PostFormValues } from '../postFormValues';

/**
 * Sets a value from a chip, stepper or select the way typing would: the form becomes dirty,
 * and once the user has submitted, the field is checked again so a fixed error goes away.
 */
export function useSetField() {
  const { setValue, formState } = useFormContext<PostFormValues>();
  const { isSubmitted } = formState;
  return <Name extends FieldPath<PostFormValues>>(
    name: Name,
    value: FieldPathValue<PostFormValues, Name>,
  ) => setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });
}
