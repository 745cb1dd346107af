import { sql, type Kysely, type Migration } from 'kysely';
import { searchKey } from '@core/food-words';
import type { Engine } from '../database';

/**
 * The accented letters PostgreSQL folds in a title (both cases, since lower() leaves non-ASCII
 * letters alone under the C locale), and the plain letters they become: every letter of
 * Latin-1 and Latin Extended-A that Unicode decomposes into an ASCII letter and marks, as
 * core's foldText() folds it (ñ -> n, É -> e). Derived from Unicode's decompositions, which
 * never change, so the index's expression and the queries' stay the same text.
 */
function foldPairs() {
  const from: string[] = [];
  const to: string[] = [];
  for (let code = 0xc0; code <= 0x17f; code++) {
    const letter = String.fromCodePoint(code);
    const plain = letter
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
    if (/^[a-z]$/.test(plain)) {
      from.push(letter);
      to.push(plain);
    }
  }
  return { from: from.join(''), to: to.join('') };
}
const FOLD = foldPairs();

/** A title folded as search compares it, in PostgreSQL (posts.title_folded's expression). */
export const foldedTitleSql = (column: string) =>
  `translate(lower(${column}), '${FOLD.from}', '${FOLD.to}')`;

/**
 * Search that knows food words (issue 39). Titles are searched without regard to accents
 * ("pina" finds "Piña"): SQLite's trigram index is rebuilt with remove_diacritics, and
 * PostgreSQL's is on a stored folded title (posts.title_folded) instead of the lowercased
 * one. SQLite also gets an index of the titles' whole words (posts_words), which answers a
 * food word's equivalents exactly: five words looked up, no title read. Food alerts' stored
 * keys become the folded words of their search (searchKey), as new ones are saved.
 */
export function searchWordsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        // Stored, not an index expression: the feed's rechecks read the folded title of each
        // candidate, and translate() over this list of letters, computed for every row and
        // every arm of a search, cost 600 ms for 4,000 titles in the bench (now 30 ms).
        await sql
          .raw(
            `alter table posts add column title_folded text generated always as (${foldedTitleSql('title')}) stored`,
          )
          .execute(db);
        await sql`create index posts_title_folded_trgm on posts using gin (title_folded gin_trgm_ops)`.execute(
          db,
        );
        await sql`drop index if exists posts_title_trgm`.execute(db);
      } else {
        // The triggers of migration 0003 name the table, so they write to the new one.
        await sql`drop table posts_fts`.execute(db);
        await sql`create virtual table posts_fts using fts5(title, content='posts', content_rowid='seq', tokenize='trigram remove_diacritics 1')`.execute(
          db,
        );
        await sql`insert into posts_fts(posts_fts) values ('rebuild')`.execute(db);
        // Whole words, for food words: unicode61 splits at what is not a letter or a digit
        // and folds case and accents, as core's search does, so the index answers exactly.
        await sql`create virtual table posts_words using fts5(title, content='posts', content_rowid='seq', tokenize='unicode61 remove_diacritics 2')`.execute(
          db,
        );
        await sql`create trigger posts_words_insert after insert on posts begin
          insert into posts_words(rowid, title) values (new.seq, new.title);
        end`.execute(db);
        await sql`create trigger posts_words_delete after delete on posts begin
          insert into posts_words(posts_words, rowid, title) values ('delete', old.seq, old.title);
        end`.execute(db);
        await sql`create trigger posts_words_update after update of title on posts begin
          insert into posts_words(posts_words, rowid, title) values ('delete', old.seq, old.title);
          insert into posts_words(rowid, title) values (new.seq, new.title);
        end`.execute(db);
        await sql`insert into posts_words(posts_words) values ('rebuild')`.execute(db);
      }
      const typed = db as Kysely<{
        alerts: { id: string; search: string | null; search_key: string | null };
      }>;
      const alerts = await typed
        .selectFrom('alerts')
        .select(['id', 'search'])
        .where('search', 'is not', null)
        .execute();
      for (const alert of alerts) {
        await typed
          .updateTable('alerts')
          .set({ search_key: searchKey(alert.search) })
          .where('id', '=', alert.id)
          .execute();
      }
    },
  };
}
