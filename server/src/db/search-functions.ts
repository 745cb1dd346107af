import type SqliteDatabase from 'better-sqlite3';
import { foldText } from '@core/food-words';

/** Compiled patterns by source: a feed's food words use a few hundred at most. */
const compiled = new Map<string, RegExp>();
function regexFor(pattern: string) {
  let regex = compiled.get(pattern);
  if (!regex) {
    if (compiled.size >= 1000) compiled.clear();
    regex = new RegExp(pattern);
    compiled.set(pattern, regex);
  }
  return regex;
}

/**
 * SQLite has no regular expressions of its own. `folded_title_matches(title, pattern)` says
 * whether the title, folded as core's search folds it (lower case, no accents), matches the
 * pattern: the whole-word check of a food word (core/src/food-words/search.ts), which
 * PostgreSQL does with `~` on its folded title.
 */
export function registerSearchFunctions(sqlite: SqliteDatabase.Database) {
  sqlite.function(
    'folded_title_matches',
    { deterministic: true },
    (title: unknown, pattern: unknown) =>
      typeof title === 'string' &&
      typeof pattern === 'string' &&
      regexFor(pattern).test(foldText(title))
        ? 1
        : 0,
  );
}
