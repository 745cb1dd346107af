import { useTranslation } from 'react-i18next';
import { useValidationMessage } from '../../../../ui/form/useValidationMessage';
import type { ActionFailure } from './actionFailure';

/**
 * Why the last try failed. The region is always there, so screen readers announce a message
 * the moment it appears. Problems of fields the sheet shows (`shownFields`) stay beside them.
 */
export function FailureNotice({
  failure,
  shownFields = [],
}: {
  failure: ActionFailure | null;
  shownFields?: readonly string[];
}) {
  const { t } = useTranslation();
  const translate = useValidationMessage();

  let messages: string[] = [];
  if (failure?.kind === 'fields') {
    messages = Object.entries(failure.fields)
      .filter(([field]) => !shownFields.includes(field))
      .map(([, key]) => translate(key));
  } else if (failure) {
    messages = [t(`threads.reserve.errors.${failure.kind}`)];
  }

  return (
    <div role="alert">
      {messages.length > 0 ? (
        <div className="rounded-lg border border-danger-200 bg-danger-50 px-3 py-2 font-medium text-danger-800">
          {messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
