import fs from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/**
 * What the service worker downloads on a first visit: the shell only, i.e. index.html with
 * the scripts every page starts with (the entry and the libraries), and the CSS and icons.
 * A post's page and the conversations used to come too (516 KiB a release), also for someone
 * in low-data mode, where nothing is fetched ahead (issue 13). The app now fetches them itself
 * once it is idle, and not in low-data mode (src/pwa/warmOfflinePages.ts); the worker keeps
 * them, and any page opened, in its runtime code cache (src/sw.ts).
 */
const SHELL = ['index.html'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A chunk's file, its CSS and the files of every chunk it imports statically. */
function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const files: string[] = [chunk.file, ...(chunk.css ?? [])];
  for (const next of chunk.imports ?? []) files.push(...chunkFiles(manifest, next, seen));
  return files;
}

/**
 * Keeps of the built scripts only those the shell needs; HTML, CSS, icons stay. (The name is
 * older than the warming: the offline pages beyond the shell are no longer precached.)
 */
export function offlinePagesOnly(outDir: () => string): ManifestTransform {
  return (entries) => {
    const manifestFile = path.join(outDir(), '.vite', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const seen = new Set<string>();
    const keep = new Set(SHELL.flatMap((page) => chunkFiles(manifest, page, seen)));
    return {
      manifest: entries.filter((entry) => !entry.url.endsWith('.js') || keep.has(entry.url)),
      warnings: [],
    };
  };
}
