import {
  MESSAGE_KEY,
  VALIDATION_MESSAGE_KEYS,
  VALIDATION_MESSAGE_PARAMS,
  type ValidationMessageKey,
} from '@core/schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

function asMessageKey(key: string): ValidationMessageKey {
  return VALIDATION_MESSAGE_KEYS.find((known) => known === key) ?? MESSAGE_KEY.invalid;
}

/**
 * Translates a validation key from the shared schemas or the server's `fields`, with its
 * limits filled in ('at most 2,000 characters'). An unknown key reads as 'not valid'.
 */
export function useValidationMessage(): (key: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (key) => {
      const known = asMessageKey(key);
      return t(known, VALIDATION_MESSAGE_PARAMS[known]);
    },
    [t],
  );
}
