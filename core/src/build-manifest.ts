// Vite's build manifest (dist/web/.vite/manifest.json), read by the server to preload a page's
// code (server/src/platform/page-preloads.ts) and by the build to choose what the service
// worker precaches (web/precache.ts).

/** One chunk of the manifest, keyed by its source module (or index.html, or _shared.js). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The files a module needs at start: its chunk first, then every chunk it imports statically,
 * each once (`seen` may be shared across calls to skip what an earlier call listed); with
 * `css`, each chunk's style sheets too.
 */
export function chunkFiles(
  manifest: BuildManifest,
  key: string,
  options: { css?: boolean; seen?: Set<string> } = {},
): string[] {
  const seen = options.seen ?? new Set<string>();
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(options.css ? (chunk.css ?? []) : []),
    ...(chunk.imports ?? []).flatMap((next) => chunkFiles(manifest, next, { ...options, seen })),
  ];
}
