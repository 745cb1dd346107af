import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { WebRenderer } from '../platform/web-app';

/**
 * The web app's server entry from its source, for API tests that serve pages: Vitest compiles
 * it as Vite's SSR build would (the browser journeys run the built one).
 */
const ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

export const loadSourceRenderer = async () =>
  (await import(/* @vite-ignore */ ENTRY)) as WebRenderer;

/** The shape of the built index.html the server renders pages into. */
export const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Palengke</title>' +
  '<meta name="description" content="Build description" />' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"></div></body></html>';

/** A built web app's stand-in in a temporary folder: enough for the pages to be rendered. */
export function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  return dir;
}
