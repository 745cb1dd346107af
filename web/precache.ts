import fs from 'node:fs';
import path from 'node:path';
import type { ManifestTransform } from 'workbox-build';

/**
 * The pages whose code the service worker keeps from the first visit: the feed (in the entry),
 * a post and the conversations, so someone offline can open what the cached feed shows and
 * read their messages. Every other page's code is cached when first opened (src/sw.ts), so a
 * first visit on prepaid data does not download the whole app in the background (about 750
 * KiB, and again at every release) for pages most people never open (issue 13).
 */
const OFFLINE_PAGES = [
  'index.html',
  'src/features/post-detail/PostDetailPage.tsx',
  'src/features/threads/ThreadsPage.tsx',
  'src/features/threads/ChatPage.tsx',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  const files: string[] = [chunk.file, ...(chunk.css ?? [])];
  for (const next of chunk.imports ?? []) files.push(...chunkFiles(manifest, next, seen));
  return files;
}

/** Keeps of the built scripts only those the offline pages need; HTML, CSS, icons stay. */
export function offlinePagesOnly(outDir: () => string): ManifestTransform {
  return (entries) => {
    const manifestFile = path.join(outDir(), '.vite', 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const seen = new Set<string>();
    const keep = new Set(OFFLINE_PAGES.flatMap((page) => chunkFiles(manifest, page, seen)));
    return {
      manifest: entries.filter((entry) => !entry.url.endsWith('.js') || keep.has(entry.url)),
      warnings: [],
    };
  };
}
