import { SIGNED_IN_HINT_SCRIPT } from '@core/signed-in-hint';
import type { Language } from '../../i18n/languages';
import { documentTitle } from '../../ui/useDocumentTitle';
import type { PageMeta } from './pageReport';

/** Said of every page that says nothing more of itself (the home and static pages' card). */
export const SITE_DESCRIPTION =
  'Palengke: buy, sell or give away surplus and home-grown food in your neighbourhood. Prices in pesos, in English, Filipino and Binisaya.';

/** Facebook's locale codes, which og:locale follows: Cebuano is `cx_PH` there. */
const OG_LOCALES: Record<Language, string> = { en: 'en_PH', tl: 'tl_PH', ceb: 'cx_PH' };

/**
 * The tags of a server-rendered page's <head> that depend on the page: title, description,
 * canonical URL, the Open Graph and Twitter card a shared link previews with (Messenger,
 * Facebook groups, Viber), and schema.org JSON-LD. Rendered by react-dom/server, which escapes
 * every value; the JSON-LD's `<` is escaped so no title can close its script element.
 */
export function PageHead({
  meta,
  url,
  origin,
  language,
  preloads = [],
}: {
  meta: PageMeta;
  /** The page's absolute URL (PUBLIC_URL and its path, without the query). */
  url: string;
  origin: string;
  language: Language;
  /** Script chunks the page needs besides the app's entry (its lazy page). */
  preloads?: string[];
}) {
  const title = documentTitle(meta.title);
  const description = meta.description ?? SITE_DESCRIPTION;
  const image = meta.image ?? {
    url: `${origin}/icons/icon-512.png`,
    width: 512,
    height: 512,
    alt: 'Palengke',
  };
  return (
    <>
      {/* Before anything is drawn: does this device keep a session (core/signed-in-hint)? */}
      <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_HINT_SCRIPT }} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content="Palengke" />
      <meta property="og:type" content={meta.type ?? 'website'} />
      <meta property="og:title" content={meta.title ?? 'Palengke'} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:image" content={image.url} />
      {image.width ? <meta property="og:image:width" content={String(image.width)} /> : null}
      {image.height ? <meta property="og:image:height" content={String(image.height)} /> : null}
      <meta property="og:image:alt" content={image.alt} />
      {meta.priceAmount !== undefined ? (
        <>
          <meta property="product:price:amount" content={meta.priceAmount} />
          <meta property="product:price:currency" content="PHP" />
        </>
      ) : null}
      <meta name="twitter:card" content={meta.image ? 'summary_large_image' : 'summary'} />
      {preloads.map((href) => (
        <link key={href} rel="modulepreload" crossOrigin="" href={href} fetchPriority="low" />
      ))}
      {meta.jsonLd ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(meta.jsonLd) }}
        />
      ) : null}
    </>
  );
}

/** JSON inside a script element: `<` never closes it, whatever a title says. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
