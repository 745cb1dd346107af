import { mergeCatalogs } from './deepMerge';
import type { Language } from './languages';

/**
 * A language other than English, all areas in one tree, fetched when someone reads it: each
 * is its own chunk, so a reader downloads only the language on screen.
 */
export async function loadCatalogs(language: Exclude<Language, 'en'>): Promise<object> {
  switch (language) {
    case 'tl':
      return mergeCatalogs((await import('./filipino')).filipinoCatalogs);
    case 'ceb':
      return mergeCatalogs((await import('./cebuano')).cebuanoCatalogs);
  }
}
