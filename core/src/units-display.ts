// A quantity and its unit as a reader says them: '12 pieces', '12 piraso', '12 ka buok'.
// The unit's code (SPEC §5: pc, kg, dozen...) stays what is stored and sent by the API; only
// what people read changes. One table for the web app and the server's emails and pushes.

import { QTY_DECIMALS } from './constants';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { formatNumber } from './money';

/**
 * Counted units, each as its word reads after 1. English adds 's' ('es' after 'ch') after any
 * other number; Filipino and Cebuano nouns do not change. A tray is 'tray' in both, as the
 * palengke says it ('isang tray ng itlog'); 'bandeha' is a serving tray. Metric symbols (kg, g,
 * L, ml) are not here: they read the same in every language, '2 kg', never '2 ka kg'.
 */
const WORDS: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: {
    pc: 'piece',
    dozen: 'dozen',
    bunch: 'bunch',
    pack: 'pack',
    tray: 'tray',
    sack: 'sack',
    bottle: 'bottle',
    can: 'can',
  },
  tl: {
    pc: 'piraso',
    dozen: 'dosena',
    bunch: 'tali',
    pack: 'pakete',
    tray: 'tray',
    sack: 'sako',
    bottle: 'bote',
    can: 'lata',
  },
  ceb: {
    pc: 'buok',
    dozen: 'dosena',
    bunch: 'bugkos',
    pack: 'pakete',
    tray: 'tray',
    sack: 'sako',
    bottle: 'botelya',
    can: 'lata',
  },
};

/** Cebuano links a number to what it counts with 'ka' ('12 ka buok'); symbols take none. */
const LINKER: Readonly<Record<Language, string>> = { en: '', tl: '', ceb: 'ka ' };

/** 'en', 'tl', 'ceb', or a regional variant of one ('en-PH'); anything else reads as English. */
export function languageOf(value: string | undefined): Language {
  const base = value?.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** Own keys only: a unit named 'constructor' is not a word of the table. */
export const entry = <Value>(
  table: Readonly<Record<string, Value>>,
  key: string,
): Value | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** A counted unit's word after 1, or undefined for a metric symbol or an unknown code. */
const counted = (unit: string, lang: Language) => entry(WORDS[lang], unit);

/** A quantity's number: '1,500', '1.5', '0.25' (at most QTY_DECIMALS decimals). */
export const formatQuantityNumber = (qty: number): string => formatNumber(qty, QTY_DECIMALS);

/**
 * The unit as it reads after `count` ('pieces' after 12, 'piece' after 1; 'kg' always). Without
 * a count it is the general word, for labels such as 'Amount (pieces)'; `unitWord(unit, lang,
 * 1)` is the word after 'per'. A code the table does not know (an old post's) shows as stored.
 */
export function unitWord(unit: string, language: string | undefined, count?: number): string {
  const lang = languageOf(language);
  const word = counted(unit, lang);
  if (!word || count === 1 || lang !== 'en') return word ?? unit;
  return word + (word.endsWith('ch') ? 'es' : 's');
}

/** The quantity with its unit in the reader's language: '12 pieces', '1 dosena', '3 ka lata'. */
export function formatQuantity(qty: number, unit: string, language: string | undefined): string {
  const lang = languageOf(language);
  const number = formatQuantityNumber(qty);
  const linker = counted(unit, lang) ? LINKER[lang] : '';
  // The number as shown decides: 0.999 reads '1', so it is '1 piece'.
  return `${number} ${linker}${unitWord(unit, lang, number === '1' ? 1 : qty)}`;
}
