import { DESCRIPTION_MAX, TITLE_MAX } from '@core/constants';
import { MESSAGE_KEY } from '@core/schemas/messages';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CharacterCounter } from '../../../ui/form/CharacterCounter';
import { textLimit } from '../../../ui/form/textLimit';
import { useValidationMessage } from '../../../ui/form/useValidationMessage';
import { FieldShell } from '../form/FieldShell';
import { fieldIds } from '../form/fieldIds';
import { inputClass } from '../form/styles';
import type { PostFormValues } from '../postFormValues';

const counterId = (field: 'title' | 'description') => `${fieldIds(field).input}-count`;

/**
 * Title (required) and description (optional), each with a counter towards the server's
 * limit. Nothing typed is cut off: past the limit the field says so at once, and the shared
 * schema keeps the form from being sent.
 */
export function TextFields({
  titleError,
  descriptionError,
}: {
  titleError: string | undefined;
  descriptionError: string | undefined;
}) {
  const { t } = useTranslation();
  const message = useValidationMessage();
  const { register, control } = useFormContext<PostFormValues>();
  const [title, description] = useWatch({ control, name: ['title', 'description'] });
  const titleOver = textLimit(title, TITLE_MAX).over;
  const descriptionOver = textLimit(description, DESCRIPTION_MAX).over;
  return (
    <>
      <FieldShell
        field="title"
        label={t('postForm.title.label')}
        error={titleOver ? message(MESSAGE_KEY.titleTooLong) : titleError}
        describedByExtra={[counterId('title')]}
        below={<CharacterCounter id={counterId('title')} text={title} max={TITLE_MAX} />}
      >
        {(controlProps) => (
          <input
            {...controlProps}
            {...register('title')}
            type="text"
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
        error={descriptionOver ? message(MESSAGE_KEY.descriptionTooLong) : descriptionError}
        describedByExtra={[counterId('description')]}
        below={
          <CharacterCounter
            id={counterId('description')}
            text={description}
            max={DESCRIPTION_MAX}
          />
        }
      >
        {(controlProps) => (
          <textarea
            {...controlProps}
            {...register('description')}
            rows={4}
            className={inputClass}
          />
        )}
      </FieldShell>
    </>
  );
}
