import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { FIRST_VISIT_PAGE_MODULES } from '../core/src/app-pages';

/**
 * How the browser build splits the app into files (issue 22). Left to itself, Rollup makes one
 * chunk for every distinct set of lazy pages that share some modules: a first visit to `/`
 * fetched 20 scripts, a post 25, most of them under 1 KiB. On a phone's HTTP/1.1 connection
 * (six at a time, a round trip each) that is three or four waves of requests before the page
 * can hydrate, and Lighthouse's simulation counts every one of them.
 *
 * So the modules that the pages people open from outside the app share are grouped by those
 * pages: what all of them use goes into the app's own chunk, what the home page shares with a
 * post into `shared-feed` (with a profile only: `shared-lists`), what a post and a profile
 * share into `shared-people`, and so on.
 * A page's first visit is then the entry, the libraries, its own chunk and one or two shared
 * ones. Modules of one page only stay in its chunk; everything else is left to Rollup.
 */

const SERVICE_WORKER_REGISTRATION =
  /node_modules\/workbox-window\/|virtual:pwa-register|\/web\/src\/pwa\/register\.ts$/;

/** The libraries every page needs, in a chunk of their own that outlives releases. */
export const VENDOR =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)\//;

const WEB = fileURLToPath(new URL('.', import.meta.url));
const PHOTO_PIPELINE = path.join(WEB, 'src/ui/image/');
const ENTRY = path.join(WEB, 'src/main.tsx');

/** The pages a first visit most often opens (a shared post, the home page, a profile, login). */
const FIRST_VISIT_PAGES = FIRST_VISIT_PAGE_MODULES;
type PageName = keyof typeof FIRST_VISIT_PAGES;
const PAGE_NAMES = Object.keys(FIRST_VISIT_PAGES) as PageName[];

interface Reach {
  /** Modules the entry imports, statically: they are in the app's chunk anyway. */
  entry: Set<string>;
  /** Each first-visit page's own module and what it imports statically, beyond the entry. */
  pages: Map<PageName, Set<string>>;
  pageRoots: Set<string>;
  /** What every other lazily loaded module (a page, a dialog) imports statically. */
  elsewhere: Set<string>;
}

function appModule(id: string): boolean {
  return !id.includes('node_modules') && !id.startsWith('\0');
}

function staticClosure(
  root: string,
  meta: Rollup.ManualChunkMeta,
  stop: Set<string>,
  into = new Set<string>(),
): Set<string> {
  const todo = [root];
  while (todo.length > 0) {
    const id = todo.pop()!;
    if (into.has(id) || stop.has(id) || !appModule(id)) continue;
    into.add(id);
    todo.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return into;
}

function learnReach(meta: Rollup.ManualChunkMeta): Reach {
  const entry = staticClosure(ENTRY, meta, new Set());
  const pages = new Map(
    PAGE_NAMES.map((name) => [
      name,
      staticClosure(path.join(WEB, FIRST_VISIT_PAGES[name]), meta, entry),
    ]),
  );
  const pageRoots = new Set(PAGE_NAMES.map((name) => path.join(WEB, FIRST_VISIT_PAGES[name])));
  const elsewhere = new Set<string>();
  for (const id of meta.getModuleIds()) {
    const lazy = (meta.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
    if (lazy && !pageRoots.has(id)) staticClosure(id, meta, entry, elsewhere);
  }
  return { entry, pages, pageRoots, elsewhere };
}

/** Where a module of the app goes; undefined leaves it to Rollup. */
function groupFor(id: string, reach: Reach): string | undefined {
  // Everything the entry needs is named too: Rollup otherwise moves an entry module into the
  // first named chunk that imports it.
  if (reach.entry.has(id)) return 'app';
  if (reach.pageRoots.has(id)) return undefined;
  const usedBy = PAGE_NAMES.filter((name) => reach.pages.get(name)!.has(id));
  // The photo picker's pipeline, shared by three forms and no first-visit page: left to
  // itself, Rollup put it in the app's chunk, which every first visit downloads.
  if (usedBy.length === 0) return id.includes(PHOTO_PIPELINE) ? 'photo-picker' : undefined;
  // One page's own module, and no other lazy code's: it stays in that page's chunk.
  if (usedBy.length === 1 && !reach.elsewhere.has(id)) return undefined;
  if (usedBy.length === PAGE_NAMES.length) return 'app';
  // The home page's lists shared with a profile's (pagination, search, the card's skeleton)
  // in a file of their own: in shared-feed, every shared post's first visit downloaded them.
  if (usedBy.includes('feed')) return usedBy.includes('post') ? 'shared-feed' : 'shared-lists';
  // Login's neighbours are few and small: with login alone, its own; with a post or a profile
  // too (the forms' messages), a file the home page does not download.
  if (usedBy.includes('login')) return usedBy.length === 1 ? 'shared-login' : 'shared-forms';
  // A profile's own modules that later pages use too (the suki list, the own profile): not
  // with a post's, whose first visit would download them.
  if (!usedBy.includes('post')) return 'shared-profile';
  return 'shared-people';
}

/** Rollup's `manualChunks` for the browser build. */
export function browserChunks(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let reach: Reach | undefined;
  return (id, meta) => {
    if (VENDOR.test(id)) return 'vendor';
    // The service worker's registration, fetched once the page is idle: with its library, one
    // file rather than two for every first visit.
    if (SERVICE_WORKER_REGISTRATION.test(id)) return 'register';
    // index.html's own module too, or it stays behind as a file that only imports the app.
    if (meta.getModuleInfo(id)?.isEntry) return 'app';
    if (!appModule(id)) return undefined;
    reach ??= learnReach(meta);
    return groupFor(id, reach);
  };
}
