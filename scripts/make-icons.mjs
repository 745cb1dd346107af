#!/usr/bin/env node
// Makes the installable app's PNG icons from web/public/favicon.svg, so they never drift from
// the favicon. Run it after changing the favicon and commit what it writes to
// web/public/icons/:
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = fs.readFileSync(path.join(root, 'web/public/favicon.svg'), 'utf8');
const outDir = path.join(root, 'web/public/icons');

// The favicon is a rounded green tile (the one <rect>) carrying the basket (the <path>s).
const VIEWBOX = 32;
const tile = /<rect[^>]*fill="([^"]+)"/.exec(source);
const glyph = source.match(/<path[^>]*\/>/g);
if (!tile || !glyph) throw new Error('favicon.svg must hold one <rect fill> and its <path>s');
const brand = tile[1];

/** The basket scaled about the centre of the tile, optionally recoloured. */
function basket(scale, fill) {
  const paths = fill ? glyph.map((p) => p.replace(/fill="[^"]*"/, `fill="${fill}"`)) : glyph;
  const shift = (VIEWBOX / 2) * (1 - scale);
  return `<g transform="translate(${shift} ${shift}) scale(${scale})">${paths.join('')}</g>`;
}

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEWBOX} ${VIEWBOX}">${body}</svg>`;

// Maskable: the launcher crops to any shape inside the whole square, and only the centre
// circle (80% of the width) is sure to show, so the tile fills the square edge to edge and
// the basket shrinks into that circle. Also the Apple touch icon: iOS rounds corners itself
// and paints transparent ones black.
const fullBleed = svg(
  `<rect width="${VIEWBOX}" height="${VIEWBOX}" fill="${brand}"/>${basket(0.84)}`,
);
// Android draws a badge from its alpha channel alone: a white basket on nothing.
const badge = svg(basket(1.35, '#ffffff'));

const icons = [
  { file: 'icon-192.png', size: 192, svg: source },
  { file: 'icon-512.png', size: 512, svg: source },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon-180.png', size: 180, svg: fullBleed },
  { file: 'badge-96.png', size: 96, svg: badge },
];

fs.mkdirSync(outDir, { recursive: true });
for (const icon of icons) {
  // A density high enough that the vector is rasterised at (or above) the target size.
  const density = Math.ceil((72 * icon.size) / VIEWBOX);
  await sharp(Buffer.from(icon.svg), { density })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: icon.size <= 96 })
    .toFile(path.join(outDir, icon.file));
  console.log(`web/public/icons/${icon.file} (${icon.size}x${icon.size})`);
}
