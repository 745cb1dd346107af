import fs from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { chunkFiles, type BuildManifest } from '../core/src/build-manifest';

/**
 * What the service worker downloads on a first visit: the shell only, i.e. index.html with
 * the scripts every page starts with (the entry and the libraries), the home page's code (its
 * own chunk since issue 22, and what opens offline), and the CSS and icons.
 * A post's page and the conversations used to come too (516 KiB a release), also for someone
 * in low-data mode, where nothing is fetched ahead (issue 13). The app now fetches them itself
 * once it is idle, and not in low-data mode (src/pwa/warmOfflinePages.ts); the worker keeps
 * them, and any page opened, in its runtime code cache (src/sw.ts).
 */
const SHELL = ['index.html', 'src/features/feed/FeedPage.tsx'];

/** Keeps of the built scripts only those the shell needs; HTML, CSS, icons stay. */
export function shellScriptsOnly(outDir: () => string): ManifestTransform {
  return (entries) => {
    const manifestFile = path.join(outDir(), '.vite', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
    // A module merged into a shared chunk has no entry of its own: it would silently be missing.
    const missing = SHELL.filter((module) => !manifest[module]);
    if (missing.length > 0) {
      throw new Error(`precache: no chunk of its own for ${missing.join(', ')}`);
    }
    const seen = new Set<string>();
    const keep = new Set(SHELL.flatMap((page) => chunkFiles(manifest, page, { css: true, seen })));
    return {
      manifest: entries.filter((entry) => !entry.url.endsWith('.js') || keep.has(entry.url)),
      warnings: [],
    };
  };
}
