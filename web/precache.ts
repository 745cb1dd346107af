import fs from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';
import { chunkFiles, type BuildManifest } from '../core/src/build-manifest';

/**
 * What the service worker downloads on a first visit: the shell only, i.e. index.html with
 * the scripts every page starts with (the entry and the libraries), and the CSS and icons.
 * A post's page and the conversations used to come too (516 KiB a release), also for someone
 * in low-data mode, where nothing is fetched ahead (issue 13). The app now fetches them itself
 * once it is idle, and not in low-data mode (src/pwa/warmOfflinePages.ts); the worker keeps
 * them, and any page opened, in its runtime code cache (src/sw.ts).
 */
const SHELL = ['index.html'];

/** Keeps of the built scripts only those the shell needs; HTML, CSS, icons stay. */
export function shellScriptsOnly(outDir: () => string): ManifestTransform {
  return (entries) => {
    const manifestFile = path.join(outDir(), '.vite', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
    const seen = new Set<string>();
    const keep = new Set(SHELL.flatMap((page) => chunkFiles(manifest, page, { css: true, seen })));
    return {
      manifest: entries.filter((entry) => !entry.url.endsWith('.js') || keep.has(entry.url)),
      warnings: [],
    };
  };
}
