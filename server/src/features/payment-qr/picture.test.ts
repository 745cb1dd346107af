import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testQrPhPayload } from '@core/qrph/test-payloads';
import { dataUrl, noisePng, pixelBombPng, solidImage } from '../../test/images';
import { qrPhoto, qrPng } from '../../test/payment-qr';
import { readQrPicture } from './picture';

// Reading a QR code's text out of a picture, as sellers send them: screenshots, phone photos
// (large, turned, blurred), tiny crops; and refusing what no upload may be.

const PAYLOAD = testQrPhPayload({ name: 'JUAN DELA CRUZ', mobile: '+63-917-1234567' });

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code?: string; status?: number }) => ({ code: error.code, status: error.status }),
  );

describe('readQrPicture', () => {
  it('reads a screenshot as PNG, JPEG and WebP', async () => {
    const png = await qrPng(PAYLOAD);
    expect(await readQrPicture(dataUrl('image/png', png))).toBe(PAYLOAD);
    const jpeg = await sharp(png).jpeg({ quality: 60 }).toBuffer();
    expect(await readQrPicture(dataUrl('image/jpeg', jpeg))).toBe(PAYLOAD);
    const webp = await sharp(png).webp().toBuffer();
    expect(await readQrPicture(dataUrl('image/webp', webp))).toBe(PAYLOAD);
  });

  it('reads a phone photo: large, blurred, on a desk, and one the camera held sideways', async () => {
    expect(await readQrPicture(dataUrl('image/jpeg', await qrPhoto(PAYLOAD)))).toBe(PAYLOAD);
    const large = await sharp(await qrPng(PAYLOAD, 600))
      .resize(4000, 4000, { kernel: 'nearest' })
      .jpeg()
      .toBuffer();
    expect(await readQrPicture(dataUrl('image/jpeg', large))).toBe(PAYLOAD);
    // Stored turned a quarter, with EXIF saying how to turn it back.
    const sideways = await sharp(await qrPhoto(PAYLOAD))
      .rotate(270)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await readQrPicture(dataUrl('image/jpeg', sideways))).toBe(PAYLOAD);
  });

  it('reads a tiny crop and a faint, low-contrast code on a wallet’s coloured screen', async () => {
    const tiny = await sharp(await qrPng(PAYLOAD, 120)).toBuffer();
    expect(await readQrPicture(dataUrl('image/png', tiny))).toBe(PAYLOAD);
    const faint = await sharp(await qrPng(PAYLOAD, 500))
      .linear(0.25, 150)
      .toBuffer();
    const screen = await sharp({
      create: { width: 1080, height: 2340, channels: 3, background: '#0a5bd3' },
    })
      .composite([{ input: faint, top: 900, left: 290 }])
      .png()
      .toBuffer();
    expect(await readQrPicture(dataUrl('image/png', screen))).toBe(PAYLOAD);
  });

  it('finds nothing in a picture without a code', async () => {
    expect(await readQrPicture(dataUrl('image/png', await solidImage('png', 500, 500)))).toBeNull();
  });

  it('refuses as a photo upload would: too large, a pixel bomb, not an image, broken', async () => {
    const big = await noisePng(900);
    expect(await refusal(readQrPicture(dataUrl('image/png', big)))).toEqual({
      code: 'image_too_large',
      status: 413,
    });
    expect(await refusal(readQrPicture(dataUrl('image/png', await pixelBombPng())))).toEqual({
      code: 'image_too_large',
      status: 413,
    });
    const gif = await solidImage('gif', 40, 40);
    expect(await refusal(readQrPicture(dataUrl('image/png', gif)))).toEqual({
      code: 'unsupported_image_type',
      status: 415,
    });
    const png = await qrPng(PAYLOAD);
    expect(await refusal(readQrPicture(dataUrl('image/png', png.subarray(0, 300))))).toEqual({
      code: 'image_invalid',
      status: 422,
    });
  });
});
