import { INTL_LOCALES, toLanguage } from './languages';

// Making an Intl formatter loads locale data and costs far more than formatting with one:
// a feed of twenty cards made twenty of them and spent ~50 ms of a slow phone's first render
// on it (issue 13). Formatters are kept per kind, language and options, for the page's
// lifetime. (The feed's and the post page's own dates and numbers avoid Intl altogether:
// see shortDate.ts and core/money.ts.)
const formatters = new Map<string, unknown>();

function cached<F>(
  kind: string,
  language: string | undefined,
  options: object,
  make: (locale: string) => F,
): F {
  const locale = INTL_LOCALES[toLanguage(language)];
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  if (!formatters.has(key)) formatters.set(key, make(locale));
  return formatters.get(key) as F;
}

/** The reader's date format, e.g. dateFormat('tl', { dateStyle: 'medium' }).format(date). */
export const dateFormat = (language: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cached('date', language, options, (locale) => new Intl.DateTimeFormat(locale, options));

/** The reader's way of joining a list: 'eggs, rice or fish'. */
export const listFormat = (language: string | undefined, options: Intl.ListFormatOptions) =>
  cached('list', language, options, (locale) => new Intl.ListFormat(locale, options));
