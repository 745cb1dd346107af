import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';

/**
 * How the browser's i18next (index.ts) and the server's (serverTranslators.ts) are both set
 * up, so that hydration finds the words the server wrote.
 */
export const sharedInitOptions = {
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // The strings are handed to init, not fetched: ready at once.
  initAsync: false,
  // React escapes text itself; escaping here too would show &amp; and friends.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;
