import { deepMerge } from './deepMerge';
import en from './en.json';
import tl from './tl.json';
import validationEn from './validation.en.json';
import validationTl from './validation.tl.json';

/**
 * Both languages ship in the main bundle: Filipino readers are a large share of users, and
 * an extra round trip on mobile data before the first paint costs more than the few KB.
 */
export const resources = {
  en: { translation: deepMerge(en, validationEn) },
  tl: { translation: deepMerge(tl, validationTl) },
} as const;

export type TranslationTree = typeof resources.en.translation;
