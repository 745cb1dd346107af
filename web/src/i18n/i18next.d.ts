import 'i18next';
import type { TranslationTree } from './resources';

// Typed keys: a misspelt translation key is a compile error, not a blank label at runtime.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: TranslationTree };
  }
}
