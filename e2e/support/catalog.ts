import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { KEPT_IN_ENGLISH } from '../../web/src/i18n/keptInEnglish';

// The app's words as its catalogs have them, so that a journey in another language finds
// buttons by the translation itself (a changed translation changes the journey with it) and
// can tell when a screen still shows English.

const WEB = fileURLToPath(new URL('../../web/src', import.meta.url));
type Tree = { [key: string]: Tree | string };

function merge(base: Tree, extra: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] =
      typeof current === 'object' && typeof value === 'object' ? merge(current, value) : value;
  }
  return merged;
}

/** Every catalog file of one language (`i18n.ceb.json`, `ceb.json`, `validation.ceb.json`…). */
function catalogOf(language: string): Tree {
  const pattern = new RegExp(`(^|/)([\\w.-]+\\.)?${language}\\.json$`);
  return fs
    .readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .sort()
    .reduce<Tree>(
      (tree, file) => merge(tree, JSON.parse(fs.readFileSync(path.join(WEB, file), 'utf8'))),
      {},
    );
}

function leaves(tree: Tree | string, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix.slice(0, -1), tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`));
}

/** A translator for one language: `t('threads.review.stars', { count: 4 })`. */
export function translator(language: string) {
  const strings = new Map(leaves(catalogOf(language)));
  const rules = new Intl.PluralRules(language);
  return (key: string, values: Record<string, string | number> = {}): string => {
    const plural = 'count' in values ? `${key}_${rules.select(Number(values.count))}` : key;
    const text = strings.get(plural) ?? strings.get(key);
    if (text === undefined) throw new Error(`no string ${key} in ${language}`);
    return text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

/**
 * The English a screen in `language` must not show: every English string that the language
 * translates (not one kept in English on purpose), without placeholders, or the words
 * between its placeholders when there are three or more of them.
 */
function englishLeftovers(language: string): { whole: string[]; parts: string[] } {
  const translated = new Map(leaves(catalogOf(language)));
  const english = leaves(catalogOf('en')).filter(
    ([key, text]) => translated.get(key) !== text && !KEPT_IN_ENGLISH.has(text),
  );
  const whole = english.map(([, text]) => text).filter((text) => !text.includes('{{'));
  const parts = english
    .filter(([, text]) => text.includes('{{'))
    .flatMap(([, text]) => text.split(/{{\s*\w+\s*}}/))
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 3);
  return { whole: [...new Set(whole)], parts: [...new Set(parts)] };
}

interface ScreenDocument {
  document: {
    body: { innerText: string };
    querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }>;
  };
}

/** Fails with the English left on screen: visible text, and the labels a screen reader reads. */
export async function expectNoEnglish(page: Page, language: string): Promise<void> {
  const { whole, parts } = englishLeftovers(language);
  const shown = await page.evaluate(() => {
    const { document } = globalThis as unknown as ScreenDocument;
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')]
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name)),
      )
      .filter((value): value is string => Boolean(value));
    return [...document.body.innerText.split('\n'), ...labels].map((line) => line.trim());
  });
  const wholeSet = new Set(whole);
  const english = shown.filter(
    (line) => wholeSet.has(line) || parts.some((part) => line.includes(part)),
  );
  expect(english, `English on ${page.url()}`).toEqual([]);
}
