import { INTL_LOCALES, toLanguage } from './languages';

// Making an Intl formatter loads locale data and costs far more than formatting with one:
// a feed of twenty cards made twenty of them and spent ~50 ms of a slow phone's first render
// on it (issue 13). Formatters are kept per language and options, for the page's lifetime.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const listFormatters = new Map<string, Intl.ListFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** The reader's date format, e.g. dateFormat('tl', { dateStyle: 'medium' }).format(date). */
export function dateFormat(
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const locale = INTL_LOCALES[toLanguage(language)];
  return cached(dateFormatters, `${locale} ${JSON.stringify(options)}`, () => {
    return new Intl.DateTimeFormat(locale, options);
  });
}

/** The reader's way of joining a list: 'eggs, rice or fish'. */
export function listFormat(
  language: string | undefined,
  options: Intl.ListFormatOptions,
): Intl.ListFormat {
  const locale = INTL_LOCALES[toLanguage(language)];
  return cached(listFormatters, `${locale} ${JSON.stringify(options)}`, () => {
    return new Intl.ListFormat(locale, options);
  });
}
