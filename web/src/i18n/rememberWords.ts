import type { i18n as I18n, TFunction } from 'i18next';

/**
 * Past this many remembered words a translator starts afresh: options carry people's text
 * (a post's title in a photo's alt), so what is remembered must not grow without end.
 */
const MAX_REMEMBERED = 5_000;

type Translate = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** Options a remembered word may be looked up by: none, or plain values only. */
function rememberedAs(key: unknown, options: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== 'string' || rest.length > 0) return undefined;
  if (options === undefined) return key;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return undefined;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * Makes an i18next remember each word it has looked up. i18next builds a fresh copy of all its
 * options on every call (getFixedT) and resolves the key anew: on the server that was about a
 * tenth of a page render's time (`npm run bench:pages`' profile), and in the browser a fifth
 * of hydration's on a slow phone, where every card asks for the same few words.
 *
 * A remembered word is forgotten whenever it could change: the language changes (a `t` made
 * without a language follows the current one), or words are added or removed (a lazy page's
 * English arriving, another language loaded).
 */
export function rememberWords(instance: I18n): void {
  const words = new Map<string, string>();
  const forget = () => words.clear();
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const fixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOpts: unknown) => {
    const translate = fixedT(lng, ns, keyPrefix, fixedOpts) as unknown as Translate;
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix)}\u0000`;
    const remembering: Translate = (key, options, ...rest) => {
      const asked = rememberedAs(key, options, rest);
      if (asked === undefined) return translate(key, options, ...rest);
      const remembered = words.get(scope + asked);
      if (remembered !== undefined) return remembered;
      const word = translate(key, options);
      // Only words: returnObjects' sections stay i18next's own each time.
      if (typeof word === 'string') {
        if (words.size >= MAX_REMEMBERED) words.clear();
        words.set(scope + asked, word);
      }
      return word;
    };
    return Object.assign(remembering, translate);
  }) as unknown as I18n['getFixedT'];
}
