// The units' names in the post form's unit menu: 'kg (kilogram)', 'piece', 'bugkos'. Apart
// from units-display.ts so that the feed's and the post page's first download go without them.

import type { Language } from './languages';
import { entry, languageOf, unitWord } from './units-display';

/** What the metric symbols stand for; a symbol itself reads the same in every language. */
const SYMBOL_NAMES: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: { kg: 'kilogram', g: 'gram', L: 'litre', ml: 'millilitre' },
  tl: { kg: 'kilo', g: 'gramo', L: 'litro', ml: 'mililitro' },
  ceb: { kg: 'kilo', g: 'gramo', L: 'litro', ml: 'mililitro' },
};

/** The unit in a list of choices: 'kg (kilogram)', 'piece', 'bugkos'. */
export function unitOptionLabel(unit: string, language: string | undefined): string {
  const lang = languageOf(language);
  const name = entry(SYMBOL_NAMES[lang], unit);
  return name ? `${unit} (${name})` : unitWord(unit, lang, 1);
}
