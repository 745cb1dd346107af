import { VALIDATION_MESSAGE_PARAMS, type ValidationMessageKey } from '@core/schemas/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toFieldMessageKey } from './messageKeys';
import '../../i18n/validationStrings';

/** The limits a message names ({{min}}, {{max}}); keys without limits get none. */
function paramsOf(key: string): { min?: string; max?: string } {
  return { ...VALIDATION_MESSAGE_PARAMS[key as ValidationMessageKey] };
}

/** Translates a field error's key (from the shared schema or the server) with its limits. */
export function useFieldMessage(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      const known = toFieldMessageKey(key);
      return t(known, paramsOf(known));
    },
    [t],
  );
}
