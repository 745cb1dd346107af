import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** A phone-sized photo (4000x3000 JPEG, several MB), made here rather than shipped. */
export async function bigPhoto(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-photo-')), 'kangkong.jpg');
  // Noise keeps the JPEG large, as a real camera photo is.
  const width = 4000;
  const height = 3000;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(file);
  return file;
}
