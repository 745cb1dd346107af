// The feed's title search (issue 39): core's rules (core/src/food-words) as SQL on each
// engine. A food word matches any word for the same food, as whole words; another word its
// letters anywhere, as the search always did.
import { sql, type Expression, type SqlBool } from 'kysely';
import {
  LETTERS_MIN,
  parseSearch,
  termsAreWords,
  termsPattern,
  termsWordKeys,
  withLinkers,
  type SearchClause,
} from '@core/food-words';
import type { Engine } from '../../db/database';
import { titleWordsSql } from '../../db/migrations/0027-title-words';

/** LIKE pattern matching `term` anywhere, with its own wildcards taken literally. */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** A phrase of the trigram index (FTS5): quoted, its quotes doubled. */
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * The whole-word index's query (SQLite's posts_words) for a food: any of its terms, a term of
 * several words as a phrase of consecutive words, each also with the linker.
 */
function wordsQuery(clause: Extract<SearchClause, { kind: 'food' }>): string {
  return withLinkers(clause.terms).map(ftsPhrase).join(' OR ');
}

/** The folded title (lower case, no accents): a stored column on PostgreSQL (migration 0024). */
const FOLDED_TITLE = sql`posts.title_folded`;

/** The folded title's whole words, as the index of migration 0027 holds them. */
const TITLE_WORDS = sql.raw(titleWordsSql('posts.title_folded'));

/**
 * A clause on PostgreSQL. Letters: the folded title holds them (pg_trgm's index). A food: the
 * title's words include one of the food's words (the whole-word index, migration 0027), and
 * only when the food has a term of several words ("pan de sal") also the whole-word regex
 * (core's termsPattern). Through the trigram index alone, the regex's alternatives read the
 * posting lists of common trigrams ("man", "ala"): 8 ms of index for "kalamansi" in the
 * bench, against 1 ms through the words.
 */
function postgresClause(clause: SearchClause): Expression<SqlBool> {
  if (clause.kind === 'letters') {
    return sql<SqlBool>`${FOLDED_TITLE} like ${containsPattern(clause.text)} escape '\\'`;
  }
  const anyWord = sql<SqlBool>`${TITLE_WORDS} && ${termsWordKeys(clause.terms)}::text[]`;
  if (termsAreWords(clause.terms)) return anyWord;
  return sql<SqlBool>`(${anyWord} and ${FOLDED_TITLE} ~ ${termsPattern(clause.terms)})`;
}

/**
 * The title matches the search (core's parseSearch: every word, a food word through every
 * word for the same food, as whole words). On SQLite, food words through the index of whole
 * words (posts_words), other words through the trigram index (posts_fts) when they have
 * three letters; on PostgreSQL, see postgresClause.
 * `boxDrives`: SQLite is to walk posts_near and look each entry up in the matches (a unary
 * + on seq), not fetch every match's row by key: for "mangga" within 5 km of Manila, of
 * 100,000 posts, 3.6 ms instead of 5.7 (4,026 titles match, 271 of them in the box).
 */
export function searchConditions(
  engine: Engine,
  search: string,
  boxDrives = false,
): Expression<SqlBool>[] {
  const clauses = parseSearch(search);
  if (engine === 'postgres') return clauses.map(postgresClause);
  const seq = boxDrives ? sql`+posts.seq` : sql`posts.seq`;
  const within = (index: 'posts_fts' | 'posts_words', match: string[]) =>
    sql<SqlBool>`${seq} in (select rowid from ${sql.raw(index)} where ${sql.raw(index)} match ${match.map((query) => `(${query})`).join(' AND ')})`;
  const conditions: Expression<SqlBool>[] = [];
  const foods = clauses.filter((clause) => clause.kind === 'food');
  if (foods.length) conditions.push(within('posts_words', foods.map(wordsQuery)));
  const letters = clauses.filter((clause) => clause.kind === 'letters');
  const indexed = letters.filter((clause) => clause.text.length >= LETTERS_MIN);
  if (indexed.length) {
    conditions.push(
      within(
        'posts_fts',
        indexed.map((clause) => ftsPhrase(clause.text)),
      ),
    );
  }
  for (const clause of letters) {
    if (clause.text.length < LETTERS_MIN) {
      conditions.push(
        sql<SqlBool>`lower(posts.title) like ${containsPattern(clause.text)} escape '\\'`,
      );
    }
  }
  return conditions;
}

/** Whether an index narrows the search enough to fetch its candidates (see candidateFeed). */
export const selectiveSearch = (search: string | undefined) =>
  parseSearch(search).some((clause) => clause.kind === 'food' || clause.text.length >= LETTERS_MIN);
