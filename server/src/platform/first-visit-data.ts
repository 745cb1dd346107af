import type { FastifyInstance } from 'fastify';
import {
  CARD_SIZES,
  cardSources,
  PHOTO_SIZES,
  photoSources,
  type ImageSources,
} from '@core/photo-sources';
import { LOW_DATA_COOKIE, readPageCookie } from '@core/page-cookies';
import type { PostPhoto } from '@core/schemas';
import { escapeHtml, layoutMain, loginFirstPaint, type Language } from './first-paint';

/**
 * The API calls a signed-out first visit to a page makes as soon as the app starts, by the
 * exact path the web app asks for (web/src/api/firstVisitData.ts matches them by path). The
 * server answers them while it serves the page and puts the answers in it, so the app draws
 * the feed or the post as soon as its code runs instead of one more round trip later: on
 * slow mobile data that is the difference between a photo at 1.6 s and at 2.3 s.
 */
interface PostAnswer {
  thumbnail?: string | null;
  images?: string[];
  photos?: PostPhoto[];
}

const asIs = (url: string) => url;

/** The feed's first cards draw their photos at once (web PostList's EAGER_IMAGES). */
const EAGER_CARDS = 2;

/** The first cards' photos, exactly as PostImage asks for them (see core/photo-sources). */
function feedPhotos(answer: unknown): { sources: ImageSources; sizes?: string }[] {
  const posts = (answer as { data?: PostAnswer[] } | undefined)?.data ?? [];
  return posts.slice(0, EAGER_CARDS).flatMap((post) => {
    const card = cardSources(post.photos?.[0], asIs);
    if (card) return [{ sources: card, sizes: card.srcSet ? CARD_SIZES : undefined }];
    return post.thumbnail ? [{ sources: { src: post.thumbnail, width: 0, height: 0 } }] : [];
  });
}

/** The post page's first photo, exactly as PhotoCarousel asks for it. */
function postPhoto(answer: unknown): { sources: ImageSources; sizes?: string }[] {
  const post = answer as PostAnswer | undefined;
  const first = post?.images?.[0];
  if (!first) return [];
  const photo = post.photos?.[0];
  if (photo?.url === first) {
    const sources = photoSources(photo, asIs);
    return [{ sources, sizes: sources.srcSet ? PHOTO_SIZES : undefined }];
  }
  return [{ sources: { src: first, width: 0, height: 0 } }];
}

/**
 * The post page's photo box, drawn by the served page before any script has run (see
 * first-paint.ts): the photo is the page's largest paint. These are the boxes Layout >
 * PostDetailPage > PostGallery > PhotoCarousel draw, class for class. Decoded with the frame
 * (`decoding="sync"`, where the app's is async): Chromium would otherwise skip a large photo in
 * the frame that first has it and decode it for a later one, after the app has drawn its own.
 */
function postFirstPaint(answer: unknown): string {
  const [photo] = postPhoto(answer);
  if (!photo) return '';
  const { src, srcSet, width, height } = photo.sources;
  const srcset = srcSet ? ` srcset="${escapeHtml(srcSet)}"` : '';
  const sizes = photo.sizes ? ` sizes="${escapeHtml(photo.sizes)}"` : '';
  const box = width && height ? ` width="${width}" height="${height}"` : '';
  return layoutMain(
    '<div class="mx-auto w-full max-w-5xl px-4 pt-4 sm:pt-6">' +
      '<div class="grid gap-6 md:grid-cols-2 md:items-start"><div>' +
      '<div class="relative aspect-[4/3] w-full touch-pan-y overflow-hidden rounded-xl bg-brand-50 select-none">' +
      `<div class="flex h-full"><img src="${escapeHtml(src)}"${srcset}${sizes}${box} alt="" aria-hidden="true" fetchpriority="high" decoding="sync" class="h-full w-full shrink-0 object-contain">` +
      '</div></div></div></div></div>',
  );
}

const FIRST_VISIT_CALLS: {
  page: RegExp;
  calls: (match: RegExpMatchArray) => string[];
  /** The photos the page shows first, from the answer to its last call. */
  photos: (answer: unknown) => { sources: ImageSources; sizes?: string }[];
  /** What the page can draw without its code, from the same answer (see postFirstPaint). */
  firstPaint?: (answer: unknown) => string;
}[] = [
  {
    page: /^\/$/,
    calls: () => [
      '/categories',
      '/families',
      // The feed a visitor without a location or filters sees (HOME_PAGE_SIZE, newest first).
      '/posts?page=1&pageSize=10&sortBy=newest&sortDir=desc',
    ],
    photos: feedPhotos,
  },
  {
    page: /^\/post\/(?!new$)([^/]+)$/,
    calls: (match) => [`/posts/${match[1]}`],
    photos: postPhoto,
    firstPaint: postFirstPaint,
  },
];

/**
 * Low-data mode shows photos only on a tap, so its pages preload none: on when the person
 * switched it on (the cookie), else when the browser asks to save data, as the app decides.
 */
export function wantsLowData(headers: { cookie?: string; 'save-data'?: string | string[] }) {
  const choice = readPageCookie(headers.cookie, LOW_DATA_COOKIE);
  if (choice === '1' || choice === '0') return choice === '1';
  return headers['save-data'] === 'on';
}

/** A preload the browser reuses for the <img> only if src, srcset and sizes all agree. */
function photoPreload({ sources, sizes }: { sources: ImageSources; sizes?: string }): string {
  const srcset = sources.srcSet ? ` imagesrcset="${escapeHtml(sources.srcSet)}"` : '';
  const imageSizes = sizes ? ` imagesizes="${escapeHtml(sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(sources.src)}"${srcset}${imageSizes} fetchpriority="high">`;
}

/** `<` never closes the script element, whatever a title says; U+2028/9 are JSON-safe only. */
const safeForScript = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** What a served page gains: tags for its head, and boxes for its body (see postFirstPaint). */
export interface FirstVisitData {
  head: string;
  body: string;
  /** The page's largest paint comes without its code: drawn in the body, or a preloaded photo. */
  paintsBeforeCode: boolean;
}

const NOTHING: FirstVisitData = { head: '', body: '', paintsBeforeCode: false };

/** Pages that draw their largest paint before the app runs without asking the API anything. */
const DRAWN_PAGES: { page: RegExp; draw: (language: Language) => string }[] = [
  { page: /^\/login$/, draw: loginFirstPaint },
];

/**
 * For the head, a `<script type="application/json">` with the answers (200 only) for this
 * page, after preloads of the photos it shows first; for the body, what the page can draw
 * before its code runs. Answers only for a page address without a query: filters in the
 * address change what the app asks.
 */
export async function firstVisitData(
  app: FastifyInstance,
  pathname: string,
  options: { hasQuery: boolean; lowData: boolean; language: Language },
): Promise<FirstVisitData> {
  const drawn = DRAWN_PAGES.find(({ page }) => page.test(pathname));
  if (drawn) {
    return { head: '', body: drawn.draw(options.language), paintsBeforeCode: true };
  }
  if (options.hasQuery) return NOTHING;
  for (const { page, calls, photos, firstPaint } of FIRST_VISIT_CALLS) {
    const match = pathname.match(page);
    if (!match) continue;
    const paths = calls(match);
    const answers = await Promise.all(
      paths.map((path) => app.inject({ method: 'GET', url: `/api${path}` })),
    );
    const data: Record<string, unknown> = {};
    answers.forEach((answer, i) => {
      if (answer.statusCode === 200) data[paths[i]!] = answer.json();
    });
    if (Object.keys(data).length === 0) return NOTHING;
    const shown = data[paths[paths.length - 1]!];
    // Low-data mode shows photos only when tapped: no preload, and no photo before the app.
    const preloads = options.lowData ? '' : photos(shown).map(photoPreload).join('');
    return {
      head: `${preloads}<script type="application/json" id="first-visit-data">${safeForScript(JSON.stringify(data))}</script>`,
      body: options.lowData || !firstPaint ? '' : firstPaint(shown),
      paintsBeforeCode: preloads !== '',
    };
  }
  return NOTHING;
}
