import { DESCRIPTION_MAX, TITLE_MAX } from '@core/constants';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldShell } from '../form/FieldShell';
import { inputClass } from '../form/styles';
import type { PostFormValues } from '../postFormValues';

/** Title (required) and description (optional), capped at the server's lengths. */
export function TextFields({
  titleError,
  descriptionError,
}: {
  titleError: string | undefined;
  descriptionError: string | undefined;
}) {
  const { t } = useTranslation();
  const { register } = useFormContext<PostFormValues>();
  return (
    <>
      <FieldShell field="title" label={t('postForm.title.label')} error={titleError}>
        {(controlProps) => (
          <input
            {...controlProps}
            {...register('title')}
            type="text"
            maxLength={TITLE_MAX}
            autoComplete="off"
            placeholder={t('postForm.title.placeholder')}
            className={inputClass}
          />
        )}
      </FieldShell>
      <FieldShell
        field="description"
        label={t('postForm.description.label')}
        hint={t('postForm.description.hint')}
        error={descriptionError}
      >
        {(controlProps) => (
          <textarea
            {...controlProps}
            {...register('description')}
            rows={4}
            maxLength={DESCRIPTION_MAX}
            className={inputClass}
          />
        )}
      </FieldShell>
    </>
  );
}
