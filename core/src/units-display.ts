// A quantity and its unit as a reader says them: '12 pieces', '12 piraso', '12 ka buok'.
// The unit's code (SPEC §5: pc, kg, dozen...) stays what is stored and sent by the API; only
// what people read changes. One table for the web app and the server's emails and pushes.

import { QTY_DECIMALS } from './constants';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { formatNumber } from './money';

/** Metric symbols read the same in every language: '2 kg', never '2 ka kg' or '2 kilos'. */
const SYMBOL_NAMES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { kg: 'kilogram', g: 'gram', L: 'litre', ml: 'millilitre' },
  tl: { kg: 'kilo', g: 'gramo', L: 'litro', ml: 'mililitro' },
  ceb: { kg: 'kilo', g: 'gramo', L: 'litro', ml: 'mililitro' },
};

/**
 * Counted units: [after exactly 1, after any other number]. Filipino and Cebuano nouns do not
 * inflect for number, so they have one word. A tray is 'tray' in both, as the palengke says it
 * ('isang tray ng itlog'); 'bandeha' is a serving tray.
 */
const WORDS: Readonly<Record<Language, Readonly<Record<string, readonly [string, string?]>>>> = {
  en: {
    pc: ['piece', 'pieces'],
    dozen: ['dozen', 'dozens'],
    bunch: ['bunch', 'bunches'],
    pack: ['pack', 'packs'],
    tray: ['tray', 'trays'],
    sack: ['sack', 'sacks'],
    bottle: ['bottle', 'bottles'],
    can: ['can', 'cans'],
  },
  tl: {
    pc: ['piraso'],
    dozen: ['dosena'],
    bunch: ['tali'],
    pack: ['pakete'],
    tray: ['tray'],
    sack: ['sako'],
    bottle: ['bote'],
    can: ['lata'],
  },
  ceb: {
    pc: ['buok'],
    dozen: ['dosena'],
    bunch: ['bugkos'],
    pack: ['pakete'],
    tray: ['tray'],
    sack: ['sako'],
    bottle: ['botelya'],
    can: ['lata'],
  },
};

/** Cebuano links a number to what it counts with 'ka' ('12 ka buok'); symbols take none. */
const LINKER: Readonly<Record<Language, string>> = { en: '', tl: '', ceb: 'ka ' };

/** 'en', 'tl', 'ceb', or a regional variant of one ('en-PH'); anything else reads as English. */
function languageOf(value: string | undefined): Language {
  const base = value?.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** Own keys only: a unit named 'constructor' is not a word of the table. */
const entry = <Value>(table: Readonly<Record<string, Value>>, key: string): Value | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

/** A quantity's number: '1,500', '1.5', '0.25' (at most QTY_DECIMALS decimals). */
export const formatQuantityNumber = (qty: number): string => formatNumber(qty, QTY_DECIMALS);

/**
 * The unit as it reads after `count` ('pieces' after 12, 'piece' after 1; 'kg' always). Without
 * a count it is the general word, for labels such as 'Amount (pieces)'; `unitWord(unit, lang,
 * 1)` is the word after 'per'. A code the table does not know (an old post's) shows as stored.
 */
export function unitWord(unit: string, language: string | undefined, count?: number): string {
  const words = entry(WORDS[languageOf(language)], unit);
  if (!words) return unit;
  const [one, other = one] = words;
  return count === 1 ? one : other;
}

/** The quantity with its unit in the reader's language: '12 pieces', '1 dosena', '3 ka lata'. */
export function formatQuantity(qty: number, unit: string, language: string | undefined): string {
  const lang = languageOf(language);
  const number = formatQuantityNumber(qty);
  const counted = entry(WORDS[lang], unit) !== undefined;
  // The number as shown decides: 0.999 reads '1', so it is '1 piece'.
  const word = unitWord(unit, lang, number === '1' ? 1 : qty);
  return `${number} ${counted ? LINKER[lang] : ''}${word}`;
}

/** The unit in a list of choices: 'kg (kilogram)', 'piece', 'bugkos'. */
export function unitOptionLabel(unit: string, language: string | undefined): string {
  const lang = languageOf(language);
  const name = entry(SYMBOL_NAMES[lang], unit);
  return name ? `${unit} (${name})` : unitWord(unit, lang, 1);
}
