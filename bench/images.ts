// `node --import tsx bench/images.ts`: what storing a post photo costs (issue 13). Times one
// upload's image work (the JPEG and its thumbnail, then also the WebP card crop and copies),
// prints the sizes of every file, and times small file reads (libuv's threadpool, like static
// files and @fastify/compress) while several uploads arrive at once: encoded all at once as
// before, and one at a time as the media store now does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CARD_PHOTO, PHOTO_VARIANT_WIDTHS } from '../core/src/schemas/post-photo';
import { createMediaStore } from '../server/src/platform/media';

const RUNS = Number(process.env.BENCH_IMAGE_RUNS ?? 7);
const AT_ONCE = Number(process.env.BENCH_IMAGE_AT_ONCE ?? 4);
const FIXTURE = path.join(import.meta.dirname, '../server/src/test/fixtures/coffee.jpg');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The photo as the web app uploads it: a JPEG 1600 px wide. */
const photo = await sharp(fs.readFileSync(FIXTURE))
  .resize({ width: 1600 })
  .jpeg({ quality: 82 })
  .toBuffer();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-images-'));
const media = createMediaStore(dataDir);
const jpegOnly = { kind: 'posts', maxSide: 1600, thumbSide: 320 };
const withCopies = { ...jpegOnly, webp: { card: CARD_PHOTO, widths: PHOTO_VARIANT_WIDTHS } };

/** The image work of one upload as it was before issue 13: JPEG and thumbnail, no queue. */
async function encodeAsBefore(bytes: Buffer) {
  await sharp(bytes).metadata();
  const pipeline = sharp(bytes).rotate().flatten({ background: '#ffffff' });
  await pipeline
    .clone()
    .resize(1600, 1600, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await pipeline
    .clone()
    .resize(320, 320, { fit: 'cover' })
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
}

async function timed(run: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return median(times);
}

/** Median time of a small file read, over the time `work` takes. */
async function readsDuring(work: Promise<unknown>) {
  const file = path.join(dataDir, 'probe.txt');
  fs.writeFileSync(file, 'x'.repeat(4096));
  let done = false;
  void work.finally(() => (done = true));
  const reads: number[] = [];
  while (!done) {
    const start = performance.now();
    await fs.promises.readFile(file);
    reads.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await work;
  return { median: median(reads), max: Math.max(...reads) };
}

try {
  console.log(`photo: ${photo.length} bytes, 1600 px wide; ${RUNS} runs, medians`);
  console.log(
    `JPEG + thumbnail (before): ${(await timed(() => encodeAsBefore(photo))).toFixed(0)} ms`,
  );
  console.log(
    `store, JPEG + thumbnail: ${(await timed(() => media.storeImage(photo, jpegOnly))).toFixed(0)} ms`,
  );
  console.log(
    `store, with WebP card and copies: ${(await timed(() => media.storeImage(photo, withCopies))).toFixed(0)} ms`,
  );

  const stored = await media.storeImage(photo, withCopies);
  const size = (url: string) => fs.statSync(path.join(dataDir, url)).size;
  console.log(`files: JPEG ${kib(size(stored.path))}, thumbnail ${kib(size(stored.thumbPath!))}`);
  console.log(
    `  card ${stored.card!.width}x${stored.card!.height} ${kib(size(stored.card!.path))}`,
  );
  for (const variant of stored.variants) {
    console.log(`  ${variant.width}x${variant.height} ${kib(size(variant.path))}`);
  }

  const uploads = (encode: () => Promise<unknown>) =>
    Promise.all(Array.from({ length: AT_ONCE }, encode));
  const before = await readsDuring(uploads(() => encodeAsBefore(photo)));
  const now = await readsDuring(uploads(() => media.storeImage(photo, withCopies)));
  console.log(`file reads while ${AT_ONCE} uploads arrive at once (median / max):`);
  console.log(
    `  before, all encoded at once: ${before.median.toFixed(1)} / ${before.max.toFixed(0)} ms`,
  );
  console.log(`  now, one at a time: ${now.median.toFixed(1)} / ${now.max.toFixed(0)} ms`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
