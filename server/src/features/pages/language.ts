import type { Language } from '@core/languages';
import { LANGUAGE_COOKIE, readPageCookie } from '@core/page-cookies';

export type PageLanguage = Language;

/**
 * What each language tag a browser may send reads as: Tagalog and Filipino are one here;
 * Cebuano is `ceb` (ISO 639-2/3: it has no two-letter code). A Map, not an object: the tag
 * is the visitor's text, and `constructor` or `__proto__` must not find Object's own.
 */
const TAGS: ReadonlyMap<string, PageLanguage> = new Map([
  ['en', 'en'],
  ['tl', 'tl'],
  ['fil', 'tl'],
  ['ceb', 'ceb'],
]);

/**
 * The language a page is rendered in: the one chosen on the device (its cookie), else the
 * browser's best match in Accept-Language (`tl` and `fil` give Filipino,
 * `ceb` Cebuano), else English.
 */
export function pageLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  const chosen = readPageCookie(cookieHeader, LANGUAGE_COOKIE);
  const byCookie = chosen === undefined ? undefined : TAGS.get(chosen);
  if (byCookie) return byCookie;
  return bestAccepted(acceptLanguage) ?? 'en';
}

/** The highest-weighted tag we speak (RFC 9110 §12.5.4), the first listed among equals. */
function bestAccepted(header: string | undefined): PageLanguage | undefined {
  if (!header) return undefined;
  let best: { language: PageLanguage; weight: number } | undefined;
  for (const part of header.split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().split(';');
    const base = range.trim().toLowerCase().split('-')[0] ?? '';
    const language = TAGS.get(base);
    if (!language) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language;
}
