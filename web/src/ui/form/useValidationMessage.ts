import type { TOptions } from 'i18next';
import {
  MESSAGE_KEY,
  VALIDATION_MESSAGE_KEYS,
  VALIDATION_MESSAGE_PARAMS,
  type ValidationMessageKey,
} from '@core/schemas/messages';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/validationStrings';

function asMessageKey(key: string): ValidationMessageKey {
  return VALIDATION_MESSAGE_KEYS.find((known) => known === key) ?? MESSAGE_KEY.invalid;
}

export interface TranslateValidation {
  (key: string): string;
  (key: string | undefined): string | undefined;
}

/**
 * Translates a validation message key from the shared schemas or the server's `fields`, with
 * the limits it names filled in. An unknown key (an older server, a zod default) reads as the
 * generic 'not valid'.
 */
export function useValidationMessage(): TranslateValidation {
  const { t } = useTranslation();
  return useCallback(
    (key: string | undefined) => {
      if (!key) return undefined;
      const known = asMessageKey(key);
      // The limits a message names ({{max}}); typed loosely, as i18next 27 narrows the
      // options of each key to the placeholders it finds, which a key union defeats.
      const params: TOptions = { ...VALIDATION_MESSAGE_PARAMS[known] };
      return t(known, params);
    },
    [t],
  ) as TranslateValidation;
}
